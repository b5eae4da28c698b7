import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useMutation } from '@tanstack/react-query';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { FormTextField } from '@/components/form-text-field';
import { requestPasswordReset } from '../api/request-password-reset';
import { emailOnlySchema } from './auth-schemas';
import type { EmailOnlyValues } from './auth-schemas';

export const RESET_REQUESTED_TEXT =
  'If an account exists for this e-mail address, we sent it a link to set a new password.';

/** Password reset request; shows the same answer for any e-mail so accounts cannot be probed. */
export function ForgotPasswordForm() {
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm<EmailOnlyValues>({ resolver: zodResolver(emailOnlySchema), defaultValues: { email: '' } });
  const submit = useMutation({
    mutationFn: async (values: EmailOnlyValues) => {
      try {
        await requestPasswordReset(values.email);
      } catch {
        // The answer must not reveal whether the address has an account.
      }
    },
  });

  if (submit.isSuccess) {
    return <Alert severity="success">{RESET_REQUESTED_TEXT}</Alert>;
  }
  return (
    <Stack
      component="form"
      noValidate
      spacing={2}
      aria-label="Reset password"
      onSubmit={(event) => void handleSubmit((values) => submit.mutate(values))(event)}
    >
      <FormTextField
        {...register('email')}
        label="E-mail"
        type="email"
        autoComplete="email"
        required
        error={errors.email !== undefined}
        helperText={errors.email?.message}
      />
      <Button type="submit" variant="contained" size="large" disabled={submit.isPending}>
        Send reset link
      </Button>
    </Stack>
  );
}
