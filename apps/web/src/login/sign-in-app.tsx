import { useCallback, useEffect, useMemo, useState } from 'react';
import { PRODUCT_TITLES } from '@airlens/domain';
import { AuthCard } from '@/features/auth/components/auth-card';
import { AuthEnvironmentContext } from '@/features/auth/components/auth-environment';
import type { AuthEnvironment } from '@/features/auth/components/auth-environment';
import { AuthFooter } from '@/features/auth/components/auth-footer';
import { ForgotPasswordForm } from '@/features/auth/components/forgot-password-form';
import { LoginForm } from '@/features/auth/components/login-form';
import type { SignInConfig } from './sign-in-config';
import { isLightSignInPath } from './sign-in-paths';

/**
 * The document title of the light pages: the cloud product's, as pageTitleFor gives it for /login and
 * /forgot-password (sign-in-app.test.tsx checks), taken from the constant because routes.ts loads the
 * licence schemas' zod.
 */
const SIGN_IN_TITLE = PRODUCT_TITLES.cloud;

interface PageLocation {
  pathname: string;
  search: string;
}

function currentLocation(): PageLocation {
  return { pathname: window.location.pathname, search: window.location.search };
}

/**
 * The light sign-in page (issue #21): /login and /forgot-password without the app's router, data cache,
 * component library or zod. Moving between its two screens changes the history like the app's router; any
 * other path (the app after signing in, /register, /otp-login) is a full page load, which starts the app.
 */
export function SignInApp({ config }: { config: SignInConfig }) {
  const [location, setLocation] = useState(currentLocation);

  useEffect(() => {
    document.title = SIGN_IN_TITLE;
    const handlePopState = () => setLocation(currentLocation());
    window.addEventListener('popstate', handlePopState);
    return () => window.removeEventListener('popstate', handlePopState);
  }, []);

  const navigate = useCallback((to: string, options?: { replace?: boolean }) => {
    const url = new URL(to, window.location.href);
    const isReplace = options?.replace === true;
    if (url.origin !== window.location.origin || !isLightSignInPath(url.pathname)) {
      if (isReplace) {
        window.location.replace(url.href);
      } else {
        window.location.assign(url.href);
      }
      return;
    }
    const path = `${url.pathname}${url.search}${url.hash}`;
    if (isReplace) {
      window.history.replaceState(null, '', path);
    } else {
      window.history.pushState(null, '', path);
    }
    window.scrollTo(0, 0);
    setLocation({ pathname: url.pathname, search: url.search });
  }, []);

  const environment = useMemo<AuthEnvironment>(
    () => ({
      productOrigins: config.productOrigins,
      productDomains: config.productDomains,
      search: location.search,
      navigate,
    }),
    [config.productOrigins, config.productDomains, location.search, navigate],
  );
  const isLogin = location.pathname !== '/forgot-password';
  return (
    <AuthEnvironmentContext value={environment}>
      {/* The routed page's frame, as the app's RootLayout gives it (skip links and checks find it by id). */}
      <div id="main-content">
        <AuthCard title={isLogin ? 'Sign in' : 'Reset your password'}>
          {isLogin ? <LoginForm key="login" /> : <ForgotPasswordForm key="forgot-password" />}
          <AuthFooter isLogin={isLogin} search={location.search} />
        </AuthCard>
      </div>
    </AuthEnvironmentContext>
  );
}
