import { useId } from 'react';
import type { ChangeEventHandler, FocusEventHandler, HTMLInputTypeAttribute, Ref } from 'react';
import FormControl from '@mui/material/FormControl';
import FormHelperText from '@mui/material/FormHelperText';
import InputLabel from '@mui/material/InputLabel';
import OutlinedInput from '@mui/material/OutlinedInput';

export interface FormTextFieldProps {
  name: string;
  label: string;
  type?: HTMLInputTypeAttribute;
  autoComplete?: string;
  autoFocus?: boolean;
  required?: boolean;
  error?: boolean;
  helperText?: string;
  /** The id of text elsewhere on the form that describes the field too (rules shown before typing). */
  describedBy?: string;
  inputMode?: 'text' | 'numeric' | 'email';
  onChange?: ChangeEventHandler<HTMLInputElement>;
  onBlur?: FocusEventHandler<HTMLInputElement>;
  /** The input element's ref (react-hook-form's `register()` passes it as `ref`). */
  ref?: Ref<HTMLInputElement>;
}

/**
 * An outlined text input with a label and helper text, for the sign-in screens. MUI's TextField would do the
 * same but always bundles its select mode (Select, Menu, Popover), which the sign-in page must not download.
 */
export function FormTextField({
  label,
  helperText,
  error,
  required,
  ref,
  inputMode,
  describedBy,
  ...input
}: FormTextFieldProps) {
  const id = useId();
  const helperId = `${id}-helper`;
  const descriptionIds = [helperText === undefined ? undefined : helperId, describedBy].filter(
    (value): value is string => value !== undefined,
  );
  return (
    <FormControl variant="outlined" fullWidth error={error} required={required}>
      <InputLabel htmlFor={id}>{label}</InputLabel>
      <OutlinedInput
        {...input}
        id={id}
        label={required === true ? `${label} *` : label}
        inputRef={ref}
        inputProps={{
          inputMode,
          'aria-describedby': descriptionIds.length === 0 ? undefined : descriptionIds.join(' '),
        }}
      />
      {helperText !== undefined && <FormHelperText id={helperId}>{helperText}</FormHelperText>}
    </FormControl>
  );
}
