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
  } else {
    notes.push(template.visibility === 'ORGANIZATION' ? 'shared by me' : 'only me');
  }
  return (
    <MenuItem key={template.id} value={template.id}>
      {`${template.name} (${notes.join(', ')})`}
    </MenuItem>
  );
}

/**
 * The template select: the built-in default first, then the user's own templates, then those shared in the
 * organisation, each saying whose it is (MUI's Select would make group headers selectable options).
 */
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
      {mine.map((template) => optionOf(template, true))}
      {shared.map((template) => optionOf(template, false))}
    </TextField>
  );
}
