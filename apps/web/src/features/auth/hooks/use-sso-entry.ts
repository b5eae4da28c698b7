import { useRef, useState } from 'react';
import { checkSso } from '../api/check-sso';
import type { CheckSsoAnswer } from '../api/check-sso';
import { isCompleteEmail } from '../components/auth-validation';

/** Why 'Sign in with SSO' did not go anywhere: no complete e-mail, no SSO for it, or the check failed. */
export type SsoNotice = 'needs-email' | 'not-set-up' | 'check-failed';

export interface SsoEntry {
  /** Where 'Continue with SSO' leads once the typed e-mail belongs to an SSO organisation; null otherwise. */
  loginUrl: string | null;
  /** Why 'Sign in with SSO' did not go anywhere; null when there is nothing to say. */
  notice: SsoNotice | null;
  isChecking: boolean;
  /** The e-mail field was left: ask check-sso about a complete address. */
  handleEmailLeft: (value: string) => void;
  /** 'Sign in with SSO': check the typed e-mail and go to its sign-in, or say why not. */
  handleSsoClick: (value: string) => Promise<void>;
}

/**
 * The sign-in form's SSO entry. Answers are kept per address (lower case) for the page's life, as the query
 * cache did, so leaving the field twice or clicking after leaving it asks the server once; a failed check is
 * forgotten so the next one asks again.
 */
export function useSsoEntry(): SsoEntry {
  const answers = useRef(new Map<string, Promise<CheckSsoAnswer>>());
  const latestEmail = useRef<string | null>(null);
  const [loginUrl, setLoginUrl] = useState<string | null>(null);
  const [notice, setNotice] = useState<SsoNotice | null>(null);
  const [isChecking, setIsChecking] = useState(false);

  function answerFor(email: string): Promise<CheckSsoAnswer> {
    const key = email.toLowerCase();
    const known = answers.current.get(key);
    if (known !== undefined) {
      return known;
    }
    const asked = checkSso(email);
    answers.current.set(key, asked);
    asked.catch(() => answers.current.delete(key));
    return asked;
  }

  function handleEmailLeft(value: string): void {
    const email = value.trim();
    if (!isCompleteEmail(email)) {
      latestEmail.current = null;
      setLoginUrl(null);
      return;
    }
    latestEmail.current = email;
    answerFor(email).then(
      (answer) => {
        if (latestEmail.current === email) {
          setLoginUrl(answer.ssoEnabled ? (answer.loginUrl ?? null) : null);
        }
      },
      () => {
        // A failed check on leaving the field only means no 'Continue with SSO'; the button says more.
        if (latestEmail.current === email) {
          setLoginUrl(null);
        }
      },
    );
  }

  async function handleSsoClick(value: string): Promise<void> {
    const email = value.trim();
    if (!isCompleteEmail(email)) {
      setNotice('needs-email');
      return;
    }
    setNotice(null);
    setIsChecking(true);
    try {
      const answer = await answerFor(email);
      if (answer.ssoEnabled && answer.loginUrl !== undefined) {
        window.location.assign(answer.loginUrl);
        return;
      }
      setNotice('not-set-up');
    } catch {
      setNotice('check-failed');
    } finally {
      setIsChecking(false);
    }
  }

  return { loginUrl, notice, isChecking, handleEmailLeft, handleSsoClick };
}
