import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useMutation } from '@tanstack/react-query';
import { Link as RouterLink } from 'react-router';
import { z } from 'zod';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import { FormTextField } from '@/components/form-text-field';
import Typography from '@mui/material/Typography';
import { loginWithOtp } from '../api/authenticate';
import { requestOtp } from '../api/request-otp';
import { useAfterSignIn } from '../hooks/use-after-sign-in';
import { CardPage } from '@/components/card-page';
import { useConfig } from '@/lib/config';
import { RouterAuthEnvironment } from './router-auth-environment';
import { SignInError } from './sign-in-error';
import { emailOnlySchema, requiredField } from './auth-schemas';
import type { EmailOnlyValues } from './auth-schemas';

const codeSchema = z.object({ otp: requiredField });
type CodeValues = z.infer<typeof codeSchema>;

export const OTP_SENT_TEXT = 'If this e-mail address has an account, we sent it a sign-in code.';

function CodeForm({ email, onBack }: { email: string; onBack: () => void }) {
  const { productOrigins } = useConfig();
  const afterLogin = useAfterSignIn();
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm<CodeValues>({ resolver: zodResolver(codeSchema), defaultValues: { otp: '' } });
  const login = useMutation({
    mutationFn: (values: CodeValues) => loginWithOtp({ username: email, otp: values.otp.trim() }),
    onSuccess: afterLogin,
    meta: { handledError: true },
  });
  return (
    <Stack
      component="form"
      noValidate
      spacing={2}
      aria-label="Enter the sign-in code"
      onSubmit={(event) => void handleSubmit((values) => login.mutate(values))(event)}
    >
      <Alert severity="info">{OTP_SENT_TEXT}</Alert>
      {login.isError && <SignInError error={login.error} productOrigins={productOrigins} />}
      <FormTextField
        {...register('otp')}
        label="Code"
        autoComplete="one-time-code"
        inputMode="numeric"
        autoFocus
        required
        error={errors.otp !== undefined}
        helperText={errors.otp?.message}
      />
      <Button type="submit" variant="contained" size="large" disabled={login.isPending}>
        Sign in
      </Button>
      <Button variant="text" onClick={onBack}>
        Use another e-mail address
      </Button>
    </Stack>
  );
}

/** /otp-login: the e-mail gets a one-time code, and the code signs in. */
export function OtpLoginScreen() {
  const { productOrigins } = useConfig();
  const [email, setEmail] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm<EmailOnlyValues>({ resolver: zodResolver(emailOnlySchema), defaultValues: { email: '' } });
  const send = useMutation({
    mutationFn: (values: EmailOnlyValues) => requestOtp(values.email),
    onSuccess: (_answer, values) => setEmail(values.email),
    meta: { handledError: true },
  });

  return (
    <CardPage title="Sign in with a one-time code">
      {email !== null ? (
        <RouterAuthEnvironment>
          <CodeForm email={email} onBack={() => setEmail(null)} />
        </RouterAuthEnvironment>
      ) : (
        <Stack
          component="form"
          noValidate
          spacing={2}
          aria-label="Request a sign-in code"
          onSubmit={(event) => void handleSubmit((values) => send.mutate(values))(event)}
        >
          {send.isError && <SignInError error={send.error} productOrigins={productOrigins} />}
          <FormTextField
            {...register('email')}
            label="E-mail"
            type="email"
            autoComplete="email"
            autoFocus
            required
            error={errors.email !== undefined}
            helperText={errors.email?.message}
          />
          <Button type="submit" variant="contained" size="large" disabled={send.isPending}>
            Send code
          </Button>
        </Stack>
      )}
      <Typography variant="body2" sx={{ mt: 3 }}>
        <Link component={RouterLink} to="/login">
          Sign in with a password
        </Link>
      </Typography>
    </CardPage>
  );
}
