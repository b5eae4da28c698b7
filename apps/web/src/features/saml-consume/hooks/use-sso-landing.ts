import { useEffect, useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { isSameAppPath, safeRedirectTarget } from '@airlens/domain';
import { useConfig } from '@/lib/config';
import { finishSsoSignIn } from '../api/finish-sso-sign-in';
import { ssoFailureMessage } from '../api/sso-failure-messages';

export type SsoLanding = { status: 'working' } | { status: 'failed'; message: string };

/**
 * /saml-consume: with `?error=code` the sign-in was refused and the reason is shown; otherwise the session
 * the server just set is taken over (CSRF cookie, who-am-i) and the browser goes on to the safe `redirect`
 * target (a same-app path or an allowed https URL), else the root.
 */
export function useSsoLanding(): SsoLanding {
  const [searchParams] = useSearchParams();
  const navigate = useNavigate();
  const config = useConfig();
  const errorCode = searchParams.get('error');
  const redirect = searchParams.get('redirect');
  const [failure, setFailure] = useState<string | null>(null);

  useEffect(() => {
    if (errorCode !== null) {
      return undefined;
    }
    const controller = new AbortController();
    finishSsoSignIn(controller.signal).then(
      () => {
        const target = safeRedirectTarget(redirect, {
          origins: config.productOrigins,
          domains: config.productDomains,
        });
        if (target !== null && !isSameAppPath(target)) {
          window.location.assign(target);
          return;
        }
        void navigate(target ?? '/', { replace: true });
      },
      (error: unknown) => {
        if (!controller.signal.aborted) {
          setFailure(error instanceof Error ? error.message : ssoFailureMessage(''));
        }
      },
    );
    return () => controller.abort();
  }, [errorCode, redirect, navigate, config.productOrigins, config.productDomains]);

  if (errorCode !== null) {
    return { status: 'failed', message: ssoFailureMessage(errorCode) };
  }
  return failure === null ? { status: 'working' } : { status: 'failed', message: failure };
}
