import { useCallback } from 'react';
import { isSameAppPath, safeRedirectTarget } from '@airlens/domain';
import { useAuthEnvironment } from '../components/auth-environment';

/**
 * Where to go once signed in (docs/product-spec.md §4/§5), through the sign-in screens' environment (the app's
 * router or the light sign-in page): a safe `redirect` query target (a same-app path, or an https URL on an
 * allowed origin or product domain), otherwise the root.
 */
export function useAfterSignIn(): () => void {
  const { navigate, search, productOrigins, productDomains } = useAuthEnvironment();
  return useCallback(() => {
    const target = safeRedirectTarget(new URLSearchParams(search).get('redirect'), {
      origins: productOrigins,
      domains: productDomains,
    });
    if (target === null) {
      navigate('/', { replace: true });
      return;
    }
    if (isSameAppPath(target)) {
      navigate(target, { replace: true });
      return;
    }
    window.location.assign(target);
  }, [navigate, search, productOrigins, productDomains]);
}
