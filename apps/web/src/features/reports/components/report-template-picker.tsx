import ListSubheader from '@mui/material/ListSubheader';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import type { ReportTemplate } from '@airlens/contract';
import { isWordTemplate } from './report-choices';

export interface ReportTemplatePickerProps {
  templates: readonly ReportTemplate[];
  value: string;
  /** The signed-in user's email: their own templates are listed apart from the organisation's. */
  userEmail: string | null;
  isDisabled: boolean;
  onChange: (templateId: string) => void;
}

function optionOf(template: ReportTemplate, isMine: boolean) {
  const notes: string[] = [];
  if (isWordTemplate(template)) {
    notes.push('Word template');
  }
  if (!isMine) {
    notes.push(template.ownerEmail ?? 'organisation');
  } else if (template.visibility === 'ORGANIZATION') {
    notes.push('shared');
  }
  return (
    <MenuItem key={template.id} value={template.id}>
      {notes.length === 0 ? template.name : `${template.name} (${notes.join(', ')})`}
    </MenuItem>
  );
}

/** The template select: the built-in default first, then the user's own templates, then the organisation's. */
export function ReportTemplatePicker(props: ReportTemplatePickerProps) {
  const { templates, value, userEmail, isDisabled, onChange } = props;
  const builtIn = templates.filter((template) => template.builtIn);
  const mine = templates.filter((template) => !template.builtIn && template.ownerEmail === userEmail);
  const shared = templates.filter((template) => !template.builtIn && template.ownerEmail !== userEmail);
  return (
    <TextField
      select
      label="Template"
      value={value}
      onChange={(event) => onChange(event.target.value)}
      disabled={isDisabled}
      helperText={
        mine.length + shared.length === 0
          ? 'Save your choices as a template below to use them again.'
          : undefined
      }
    >
      {builtIn.map((template) => (
        <MenuItem key={template.id} value={template.id}>
          Default (every section)
        </MenuItem>
      ))}
      {mine.length > 0 && <ListSubheader>My templates</ListSubheader>}
      {mine.map((template) => optionOf(template, true))}
      {shared.length > 0 && <ListSubheader>Shared in my organisation</ListSubheader>}
      {shared.map((template) => optionOf(template, false))}
    </TextField>
  );
}
