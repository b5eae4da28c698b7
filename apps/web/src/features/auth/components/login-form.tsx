import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Link as RouterLink } from 'react-router';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import { FormTextField } from '@/components/form-text-field';
import { loginWithPassword } from '../api/authenticate';
import { checkSsoQueryOptions, useCheckSso } from '../api/check-sso';
import { useAfterLogin } from '../hooks/use-after-login';
import { isCompleteEmail, loginSchema } from './auth-schemas';
import { SignInError } from './sign-in-error';
import type { LoginValues } from './auth-schemas';

export const SSO_NEEDS_EMAIL_TEXT = 'Enter your work e-mail address first, then choose Sign in with SSO.';
export const SSO_NOT_SET_UP_TEXT =
  'Single sign-on is not set up for this e-mail address. Sign in with your password or a one-time code.';
export const SSO_CHECK_FAILED_TEXT = 'Single sign-on could not be checked. Try again in a moment.';

/**
 * E-mail and password sign-in with a show-password switch after the password field. After the main "Sign in"
 * button: 'Continue with SSO' once the typed e-mail belongs to an SSO organisation (check-sso on leaving the
 * field), otherwise 'Sign in with SSO', which checks the typed e-mail and goes to its sign-in or says why not.
 */
export function LoginForm() {
  const afterLogin = useAfterLogin();
  const queryClient = useQueryClient();
  const [ssoEmail, setSsoEmail] = useState<string | null>(null);
  const [ssoNotice, setSsoNotice] = useState<string | null>(null);
  const [isCheckingSso, setIsCheckingSso] = useState(false);
  const [isPasswordShown, setIsPasswordShown] = useState(false);
  const sso = useCheckSso(ssoEmail);
  const {
    register,
    handleSubmit,
    getValues,
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

  async function handleSsoClick(): Promise<void> {
    const email = getValues('email').trim();
    if (!isCompleteEmail(email)) {
      setSsoNotice(SSO_NEEDS_EMAIL_TEXT);
      return;
    }
    setSsoNotice(null);
    setIsCheckingSso(true);
    try {
      const answer = await queryClient.fetchQuery(checkSsoQueryOptions(email));
      if (answer.ssoEnabled && answer.loginUrl !== undefined) {
        window.location.assign(answer.loginUrl);
        return;
      }
      setSsoNotice(SSO_NOT_SET_UP_TEXT);
    } catch {
      setSsoNotice(SSO_CHECK_FAILED_TEXT);
    } finally {
      setIsCheckingSso(false);
    }
  }

  return (
    <Stack
      component="form"
      noValidate
      spacing={2}
      aria-label="Sign in"
      onSubmit={(event) => void handleSubmit((values) => login.mutate(values))(event)}
    >
      {login.isError && <SignInError error={login.error} />}
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
      <div>
        <FormTextField
          {...register('password')}
          label="Password"
          type={isPasswordShown ? 'text' : 'password'}
          autoComplete="current-password"
          required
          error={errors.password !== undefined}
          helperText={errors.password?.message}
        />
        <FormControlLabel
          control={
            <Checkbox
              size="small"
              checked={isPasswordShown}
              onChange={(event) => setIsPasswordShown(event.target.checked)}
            />
          }
          label="Show password"
        />
      </div>
      <Button
        type="submit"
        variant={ssoLoginUrl ? 'outlined' : 'contained'}
        size="large"
        disabled={login.isPending}
      >
        Sign in
      </Button>
      {ssoLoginUrl ? (
        <Button variant="contained" size="large" href={ssoLoginUrl}>
          Continue with SSO
        </Button>
      ) : (
        <Button variant="text" size="large" disabled={isCheckingSso} onClick={() => void handleSsoClick()}>
          Sign in with SSO
        </Button>
      )}
      {ssoNotice !== null && <Alert severity="info">{ssoNotice}</Alert>}
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
