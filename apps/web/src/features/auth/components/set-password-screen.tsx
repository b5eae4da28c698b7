import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useMutation } from '@tanstack/react-query';
import { Link as RouterLink, useSearchParams } from 'react-router';
import { z } from 'zod';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import { setPassword } from '../api/set-password';
import { CardPage } from '@/components/card-page';
import { useConfig } from '@/lib/config';
import { passwordField, requiredField, withPasswordPolicy } from './auth-schemas';
import { NewPasswordField, PASSWORDS_DIFFER, RepeatPasswordField } from '@/components/new-password-field';

export const PASSWORD_SET_TEXT = 'Your password has been set. You can now sign in.';
/** The way out when the reset link was refused (expired or used): ask for another one. */
export const REQUEST_NEW_LINK_TEXT = 'Request a new link';

const setPasswordSchema = z
  .object({ password: passwordField, confirmPassword: requiredField })
  .refine((values) => values.password === values.confirmPassword, {
    message: PASSWORDS_DIFFER,
    path: ['confirmPassword'],
  });
type SetPasswordValues = z.infer<typeof setPasswordSchema>;

/** /password: sets a new password with the userId and access_token of the reset mail (the guard checks both). */
export function SetPasswordScreen() {
  const [searchParams] = useSearchParams();
  const userId = searchParams.get('userId') ?? '';
  const accessToken = searchParams.get('access_token') ?? '';
  const { featureFlags } = useConfig();
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm<SetPasswordValues>({
    resolver: zodResolver(withPasswordPolicy(setPasswordSchema, featureFlags.passwordPolicy)),
    defaultValues: { password: '', confirmPassword: '' },
  });
  const submit = useMutation({
    mutationFn: (values: SetPasswordValues) =>
      setPassword({ userId, accessToken, password: values.password }),
    meta: { handledError: true },
  });

  return (
    <CardPage title="Set a new password">
      {submit.isSuccess ? (
        <Stack spacing={2}>
          <Alert severity="success">{PASSWORD_SET_TEXT}</Alert>
          <Link component={RouterLink} to="/login">
            Sign in
          </Link>
        </Stack>
      ) : (
        <Stack
          component="form"
          noValidate
          spacing={2}
          aria-label="Set a new password"
          onSubmit={(event) => void handleSubmit((values) => submit.mutate(values))(event)}
        >
          {submit.isError && (
            <Alert
              severity="error"
              action={
                <Button color="inherit" size="small" component={RouterLink} to="/forgot-password">
                  {REQUEST_NEW_LINK_TEXT}
                </Button>
              }
            >
              {submit.error.message}
            </Alert>
          )}
          <NewPasswordField
            {...register('password')}
            label="New password"
            errorMessage={errors.password?.message}
            isPolicyEnforced={featureFlags.passwordPolicy}
          />
          <RepeatPasswordField
            {...register('confirmPassword')}
            errorMessage={errors.confirmPassword?.message}
          />
          <Button type="submit" variant="contained" size="large" disabled={submit.isPending}>
            Set password
          </Button>
        </Stack>
      )}
    </CardPage>
  );
}
