import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useMutation } from '@tanstack/react-query';
import { z } from 'zod';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { FormTextField } from '@/components/form-text-field';
import { register as registerAccount } from '../api/register';
import { emailField, passwordField, requiredField } from './auth-schemas';
import { NewPasswordField } from '@/components/new-password-field';

const registerSchema = z.object({ name: requiredField, email: emailField, password: passwordField });
type RegisterValues = z.infer<typeof registerSchema>;

export const REGISTERED_TEXT = 'Check your mail: we sent you a link to verify your e-mail address.';

/**
 * Account registration; on success the form gives way to 'check your mail'. A new account belongs to no
 * organisation yet, so no organisation's password policy applies (the server checks the baseline rules only),
 * whatever the passwordPolicy flag says.
 */
export function RegisterForm() {
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm<RegisterValues>({
    resolver: zodResolver(registerSchema),
    defaultValues: { name: '', email: '', password: '' },
  });
  const submit = useMutation({ mutationFn: registerAccount, meta: { handledError: true } });

  if (submit.isSuccess) {
    return <Alert severity="success">{REGISTERED_TEXT}</Alert>;
  }
  return (
    <Stack
      component="form"
      noValidate
      spacing={2}
      aria-label="Create an account"
      onSubmit={(event) => void handleSubmit((values) => submit.mutate(values))(event)}
    >
      {submit.isError && <Alert severity="error">{submit.error.message}</Alert>}
      <FormTextField
        {...register('name')}
        label="Name"
        autoComplete="name"
        required
        error={errors.name !== undefined}
        helperText={errors.name?.message}
      />
      <FormTextField
        {...register('email')}
        label="E-mail"
        type="email"
        autoComplete="email"
        required
        error={errors.email !== undefined}
        helperText={errors.email?.message}
      />
      <NewPasswordField
        {...register('password')}
        label="Password"
        errorMessage={errors.password?.message}
        isPolicyEnforced={false}
      />
      <Button type="submit" variant="contained" size="large" disabled={submit.isPending}>
        Create account
      </Button>
    </Stack>
  );
}
