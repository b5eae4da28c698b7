import { useState } from 'react';
import type { FormEvent } from 'react';
import { requestPasswordReset } from '../api/request-password-reset';
import { emailError } from './auth-validation';
import { PlainAlert } from './plain-alert';
import { PlainButton } from './plain-button';
import { PlainTextField } from './plain-text-field';

export const RESET_REQUESTED_TEXT =
  'If an account exists for this e-mail address, we sent it a link to set a new password.';

/**
 * Password reset request; shows the same answer for any e-mail so accounts cannot be probed. Plain React with
 * the hand-written e-mail check, like the sign-in form it sits beside (issue #21).
 */
export function ForgotPasswordForm() {
  const [email, setEmail] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [hasSubmitted, setHasSubmitted] = useState(false);
  const [state, setState] = useState<'editing' | 'sending' | 'sent'>('editing');

  async function send(address: string): Promise<void> {
    setState('sending');
    try {
      await requestPasswordReset(address);
    } catch {
      // The answer must not reveal whether the address has an account.
    }
    setState('sent');
  }

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const checked = emailError(email);
    setHasSubmitted(true);
    setError(checked);
    if (checked === null && state === 'editing') {
      void send(email.trim());
    }
  }

  function handleEmailChange(value: string) {
    setEmail(value);
    if (hasSubmitted) {
      setError(emailError(value));
    }
  }

  if (state === 'sent') {
    return <PlainAlert severity="success">{RESET_REQUESTED_TEXT}</PlainAlert>;
  }
  return (
    <form noValidate aria-label="Reset password" className="al-auth-stack" onSubmit={handleSubmit}>
      <PlainTextField
        name="email"
        label="E-mail"
        type="email"
        autoComplete="email"
        required
        value={email}
        onChange={handleEmailChange}
        errorMessage={error}
      />
      <PlainButton type="submit" variant="contained" disabled={state === 'sending'}>
        Send reset link
      </PlainButton>
    </form>
  );
}
