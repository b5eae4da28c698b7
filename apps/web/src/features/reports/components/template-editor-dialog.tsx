import { useState } from 'react';
import Alert from '@mui/material/Alert';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormGroup from '@mui/material/FormGroup';
import FormLabel from '@mui/material/FormLabel';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import type { ReportTemplate, ReportTemplateBody } from '@airlens/contract';
import {
  REPORT_LANGUAGES,
  REPORT_SECTION_TYPES,
  type ReportLanguage,
  type ReportSectionType,
  type ReportTemplateVisibility,
} from '@airlens/domain';
import { AppDialog } from '@/components/app-dialog';
import { DialogCard } from '@/components/dialog-card';
import { useSaveReportTemplate } from '../api/report-templates';
import { LANGUAGE_NAMES, SECTION_NAMES } from './report-labels';

export interface TemplateEditorDialogProps {
  /** The template to change (`id` set) or to start a new one from (`id` undefined: saved as a copy). */
  template: ReportTemplate;
  id: string | undefined;
  onClose: () => void;
}

/** Edits a template's name, sharing, language, format, sections and cover texts; saves it or a copy. */
export function TemplateEditorDialog({ template, id, onClose }: TemplateEditorDialogProps) {
  const save = useSaveReportTemplate();
  const [name, setName] = useState(id === undefined ? `Copy of ${template.name}` : template.name);
  const [visibility, setVisibility] = useState<ReportTemplateVisibility>(
    id === undefined ? 'PRIVATE' : template.visibility,
  );
  const [language, setLanguage] = useState<ReportLanguage>(template.language);
  // An uploaded Word template stays one: its file decides the content, and the server takes `docx` for it.
  const isWordTemplate = template.format === 'docx-template';
  const [format, setFormat] = useState<'pdf' | 'docx'>(template.format === 'pdf' ? 'pdf' : 'docx');
  const [sections, setSections] = useState<ReportSectionType[]>(
    template.sections.map((section) => section.type),
  );
  const [customer, setCustomer] = useState(template.options.branding.customer ?? '');

  function handleSave() {
    const body: ReportTemplateBody = {
      name: name.trim(),
      visibility,
      language,
      format,
      // The default order, for the sections kept.
      sections: REPORT_SECTION_TYPES.filter((type) => sections.includes(type)).map((type) => ({ type })),
      options: {
        ...template.options,
        branding: { ...template.options.branding, customer: customer.trim() === '' ? null : customer.trim() },
      },
    };
    save.mutate({ ...(id === undefined ? {} : { id }), body }, { onSuccess: onClose });
  }

  return (
    <AppDialog open onClose={onClose} maxWidth="sm" fullWidth>
      <DialogCard
        title={id === undefined ? 'New report template' : `Edit ${template.name}`}
        onClose={onClose}
        primaryActionText="Save"
        primaryActionDisabled={name.trim() === '' || sections.length === 0 || save.isPending}
        onPrimaryAction={handleSave}
      >
        <Stack spacing={2} sx={{ pt: 1 }}>
          <TextField label="Name" value={name} onChange={(event) => setName(event.target.value)} />
          <TextField
            select
            label="Visibility"
            value={visibility}
            onChange={(event) => setVisibility(event.target.value as ReportTemplateVisibility)}
          >
            <MenuItem value="PRIVATE">Only me</MenuItem>
            <MenuItem value="ORGANIZATION">My organisation</MenuItem>
          </TextField>
          <Stack direction="row" spacing={2}>
            <TextField
              select
              label="Language"
              value={language}
              onChange={(event) => setLanguage(event.target.value as ReportLanguage)}
              sx={{ flex: 1 }}
            >
              {REPORT_LANGUAGES.map((code) => (
                <MenuItem key={code} value={code}>
                  {LANGUAGE_NAMES[code]}
                </MenuItem>
              ))}
            </TextField>
            <TextField
              select
              label="Format"
              value={format}
              onChange={(event) => setFormat(event.target.value as 'pdf' | 'docx')}
              disabled={isWordTemplate}
              helperText={isWordTemplate ? 'Word templates make Word documents.' : undefined}
              sx={{ flex: 1 }}
            >
              <MenuItem value="pdf">PDF</MenuItem>
              <MenuItem value="docx">{isWordTemplate ? 'Word template' : 'Word (DOCX)'}</MenuItem>
            </TextField>
          </Stack>
          <TextField
            label="Customer (cover)"
            value={customer}
            onChange={(event) => setCustomer(event.target.value)}
          />
          {/* The Word file lays out a Word template's content; its sections are not chosen here. */}
          {!isWordTemplate && (
            <FormGroup role="group" aria-labelledby="template-sections">
              <FormLabel id="template-sections">Sections</FormLabel>
              {REPORT_SECTION_TYPES.map((type) => (
                <FormControlLabel
                  key={type}
                  label={SECTION_NAMES[type]}
                  control={
                    <Checkbox
                      checked={sections.includes(type)}
                      onChange={() =>
                        setSections(
                          sections.includes(type)
                            ? sections.filter((item) => item !== type)
                            : [...sections, type],
                        )
                      }
                    />
                  }
                />
              ))}
            </FormGroup>
          )}
          {save.error !== null && <Alert severity="error">{save.error.message}</Alert>}
        </Stack>
      </DialogCard>
    </AppDialog>
  );
}
