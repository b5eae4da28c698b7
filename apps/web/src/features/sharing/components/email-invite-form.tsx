import { useState } from 'react';
import type { FormEvent, ReactNode } from 'react';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { emailFieldError } from '@/components/email-field-error';

export interface EmailInviteFormProps {
  /** Accessible name of the form, e.g. 'Share with a user'. */
  label: string;
  fieldLabel: string;
  submitText: string;
  submitVariant: 'contained' | 'outlined';
  isPending: boolean;
  /** Called with the trimmed, valid address; call `clear` once the call has succeeded. */
  onInvite: (email: string, clear: () => void) => void;
  /** Controls between the field and the button (a role select). */
  children?: ReactNode;
}

/**
 * One row of the sharing dialog that adds someone by e-mail (a user or an external guest): the field, its
 * stock messages when empty or not an address, optional controls and the submit button.
 */
export function EmailInviteForm(props: EmailInviteFormProps) {
  const { label, fieldLabel, submitText, submitVariant, isPending, onInvite, children } = props;
  const [email, setEmail] = useState('');
  const [emailError, setEmailError] = useState<string | null>(null);

  function handleSubmit(event: FormEvent<HTMLFormElement>): void {
    event.preventDefault();
    const error = emailFieldError(email);
    setEmailError(error);
    if (error === null) {
      onInvite(email.trim(), () => setEmail(''));
    }
  }

  return (
    <Stack
      component="form"
      noValidate
      aria-label={label}
      direction={{ xs: 'column', sm: 'row' }}
      spacing={1}
      onSubmit={handleSubmit}
      sx={{ alignItems: { sm: 'flex-start' } }}
    >
      <TextField
        size="small"
        type="email"
        label={fieldLabel}
        value={email}
        onChange={(event) => setEmail(event.target.value)}
        error={emailError !== null}
        helperText={emailError}
        sx={{ flexGrow: 1 }}
      />
      {children}
      <Button type="submit" variant={submitVariant} disabled={isPending}>
        {submitText}
      </Button>
    </Stack>
  );
}
