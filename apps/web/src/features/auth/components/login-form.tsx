import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useMutation } from '@tanstack/react-query';
import { Link as RouterLink } from 'react-router';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import { FormTextField } from '@/components/form-text-field';
import { loginWithPassword } from '../api/authenticate';
import { useCheckSso } from '../api/check-sso';
import { useAfterLogin } from '../hooks/use-after-login';
import { isCompleteEmail, loginSchema } from './auth-schemas';
import type { LoginValues } from './auth-schemas';

/** E-mail and password sign-in, with 'Continue with SSO' once the typed e-mail belongs to an SSO organisation. */
export function LoginForm() {
  const afterLogin = useAfterLogin();
  const [ssoEmail, setSsoEmail] = useState<string | null>(null);
  const sso = useCheckSso(ssoEmail);
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm<LoginValues>({
    resolver: zodResolver(loginSchema),
    defaultValues: { email: '', password: '' },
  });
  const login = useMutation({
    mutationFn: (values: LoginValues) =>
      loginWithPassword({ username: values.email, password: values.password }),
    onSuccess: afterLogin,
    meta: { handledError: true },
  });
  const emailField = register('email');
  const ssoLoginUrl = sso.data?.ssoEnabled === true ? sso.data.loginUrl : null;

  function handleEmailBlur(value: string) {
    const trimmed = value.trim();
    setSsoEmail(isCompleteEmail(trimmed) ? trimmed : null);
  }

  return (
    <Stack
      component="form"
      noValidate
      spacing={2}
      aria-label="Sign in"
      onSubmit={(event) => void handleSubmit((values) => login.mutate(values))(event)}
    >
      {login.isError && <Alert severity="error">{login.error.message}</Alert>}
      <FormTextField
        {...emailField}
        onBlur={(event) => {
          void emailField.onBlur(event);
          handleEmailBlur(event.target.value);
        }}
        label="E-mail"
        type="email"
        autoComplete="username"
        autoFocus
        required
        error={errors.email !== undefined}
        helperText={errors.email?.message}
      />
      {ssoLoginUrl ? (
        <Button variant="contained" size="large" href={ssoLoginUrl}>
          Continue with SSO
        </Button>
      ) : null}
      <FormTextField
        {...register('password')}
        label="Password"
        type="password"
        autoComplete="current-password"
        required
        error={errors.password !== undefined}
        helperText={errors.password?.message}
      />
      <Button
        type="submit"
        variant={ssoLoginUrl ? 'outlined' : 'contained'}
        size="large"
        disabled={login.isPending}
      >
        Sign in
      </Button>
      <Stack direction="row" spacing={2} sx={{ justifyContent: 'space-between', flexWrap: 'wrap' }}>
        <Link component={RouterLink} to="/forgot-password">
          Forgot password?
        </Link>
        <Link component={RouterLink} to="/otp-login">
          Sign in with a one-time code
        </Link>
      </Stack>
    </Stack>
  );
}
