import { useState } from 'react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import type { ReportTemplateBody } from '@airlens/contract';
import type { ReportTemplateVisibility } from '@airlens/domain';
import { useSaveReportTemplate } from '../api/report-templates';

export interface SaveTemplateFormProps {
  /** The template the dialog's choices make, without its name and visibility. */
  template: Omit<ReportTemplateBody, 'name' | 'visibility'>;
}

/** "Save as template": the dialog's choices under a name, private or shared with the organisation. */
export function SaveTemplateForm({ template }: SaveTemplateFormProps) {
  const save = useSaveReportTemplate();
  const [name, setName] = useState('');
  const [visibility, setVisibility] = useState<ReportTemplateVisibility>('PRIVATE');

  function handleSave() {
    save.mutate({ body: { ...template, name: name.trim(), visibility } });
  }

  return (
    <Stack spacing={1.5}>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1.5}>
        <TextField
          label="Template name"
          value={name}
          onChange={(event) => setName(event.target.value)}
          size="small"
          slotProps={{ htmlInput: { maxLength: 120 } }}
          sx={{ flexGrow: 1 }}
        />
        <TextField
          select
          label="Visibility"
          value={visibility}
          onChange={(event) => setVisibility(event.target.value as ReportTemplateVisibility)}
          size="small"
          sx={{ minWidth: 180 }}
        >
          <MenuItem value="PRIVATE">Only me</MenuItem>
          <MenuItem value="ORGANIZATION">My organisation</MenuItem>
        </TextField>
        <Button
          variant="outlined"
          onClick={handleSave}
          disabled={name.trim() === ''}
          loading={save.isPending}
        >
          Save as template
        </Button>
      </Stack>
      {save.isSuccess && <Alert severity="success">Saved as “{save.data.name}”.</Alert>}
      {save.error !== null && <Alert severity="error">{save.error.message}</Alert>}
    </Stack>
  );
}
