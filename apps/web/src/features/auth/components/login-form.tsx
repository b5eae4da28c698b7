import { useState } from 'react';
import type { FormEvent } from 'react';
import { loginWithPassword } from '../api/authenticate';
import { useAfterSignIn } from '../hooks/use-after-sign-in';
import { useSsoEntry } from '../hooks/use-sso-entry';
import type { SsoNotice } from '../hooks/use-sso-entry';
import { useAuthEnvironment } from './auth-environment';
import { AuthLink } from './auth-link';
import { emailError, requiredError } from './auth-validation';
import { PlainAlert } from './plain-alert';
import { PlainButton } from './plain-button';
import { PlainTextField } from './plain-text-field';
import { SignInError } from './sign-in-error';

export const SSO_NEEDS_EMAIL_TEXT = 'Enter your work e-mail address first, then choose Sign in with SSO.';
export const SSO_NOT_SET_UP_TEXT =
  'Single sign-on is not set up for this e-mail address. Sign in with your password or a one-time code.';
export const SSO_CHECK_FAILED_TEXT = 'Single sign-on could not be checked. Try again in a moment.';

const SSO_NOTICE_TEXTS: Record<SsoNotice, string> = {
  'needs-email': SSO_NEEDS_EMAIL_TEXT,
  'not-set-up': SSO_NOT_SET_UP_TEXT,
  'check-failed': SSO_CHECK_FAILED_TEXT,
};

interface FieldErrors {
  email: string | null;
  password: string | null;
}

function validate(email: string, password: string): FieldErrors {
  return { email: emailError(email), password: requiredError(password) };
}

/**
 * E-mail and password sign-in with a show-password switch after the password field. After the main "Sign in"
 * button: 'Continue with SSO' once the typed e-mail belongs to an SSO organisation (check-sso on leaving the
 * field), otherwise 'Sign in with SSO', which checks the typed e-mail and goes to its sign-in or says why not.
 * Plain React with hand-written checks (auth-validation.ts): the sign-in page loads no form, query or
 * component library (issue #21). Fields are checked on submit, then again as they change.
 */
export function LoginForm() {
  const { productOrigins } = useAuthEnvironment();
  const afterSignIn = useAfterSignIn();
  const sso = useSsoEntry();
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [errors, setErrors] = useState<FieldErrors | null>(null);
  const [isPasswordShown, setIsPasswordShown] = useState(false);
  const [isPending, setIsPending] = useState(false);
  const [failure, setFailure] = useState<Error | null>(null);

  async function signIn(): Promise<void> {
    setIsPending(true);
    setFailure(null);
    try {
      await loginWithPassword({ username: email.trim(), password });
    } catch (error) {
      setFailure(error instanceof Error ? error : new Error(String(error)));
      return;
    } finally {
      setIsPending(false);
    }
    afterSignIn();
  }

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const checked = validate(email, password);
    setErrors(checked);
    if (checked.email !== null || checked.password !== null || isPending) {
      return;
    }
    void signIn();
  }

  function handleEmailChange(value: string) {
    setEmail(value);
    setErrors((previous) => (previous === null ? null : validate(value, password)));
  }

  function handlePasswordChange(value: string) {
    setPassword(value);
    setErrors((previous) => (previous === null ? null : validate(email, value)));
  }

  return (
    <form noValidate aria-label="Sign in" className="al-auth-stack" onSubmit={handleSubmit}>
      {failure !== null && <SignInError error={failure} productOrigins={productOrigins} />}
      <PlainTextField
        name="email"
        label="E-mail"
        type="email"
        autoComplete="username"
        autoFocus
        required
        value={email}
        onChange={handleEmailChange}
        onBlur={(event) => sso.handleEmailLeft(event.target.value)}
        errorMessage={errors?.email}
      />
      <div>
        <PlainTextField
          name="password"
          label="Password"
          type={isPasswordShown ? 'text' : 'password'}
          autoComplete="current-password"
          required
          value={password}
          onChange={handlePasswordChange}
          errorMessage={errors?.password}
        />
        <label className="al-auth-check">
          <input
            type="checkbox"
            checked={isPasswordShown}
            onChange={(event) => setIsPasswordShown(event.target.checked)}
          />
          Show password
        </label>
      </div>
      <PlainButton
        type="submit"
        variant={sso.loginUrl === null ? 'contained' : 'outlined'}
        disabled={isPending}
      >
        Sign in
      </PlainButton>
      {sso.loginUrl === null ? (
        <PlainButton variant="text" disabled={sso.isChecking} onClick={() => void sso.handleSsoClick(email)}>
          Sign in with SSO
        </PlainButton>
      ) : (
        <PlainButton variant="contained" href={sso.loginUrl}>
          Continue with SSO
        </PlainButton>
      )}
      {sso.notice !== null && <PlainAlert severity="info">{SSO_NOTICE_TEXTS[sso.notice]}</PlainAlert>}
      <div className="al-auth-row">
        <AuthLink to="/forgot-password">Forgot password?</AuthLink>
        <AuthLink to="/otp-login">Sign in with a one-time code</AuthLink>
      </div>
    </form>
  );
}
