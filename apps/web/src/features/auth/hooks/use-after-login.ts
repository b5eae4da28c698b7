import { useCallback } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { isSameAppPath, safeRedirectTarget } from '@airlens/domain';
import { useConfig } from '@/lib/config';

/**
 * Where to go once signed in (docs/product-spec.md §4/§5): a safe `redirect` query target (a same-app path, or an https URL on
 * an allowed origin or product domain), otherwise the root.
 */
export function useAfterLogin(): () => void {
  const navigate = useNavigate();
  const [searchParams] = useSearchParams();
  const config = useConfig();
  return useCallback(() => {
    const target = safeRedirectTarget(searchParams.get('redirect'), {
      origins: config.productOrigins,
      domains: config.productDomains,
    });
    if (target === null) {
      void navigate('/', { replace: true });
      return;
    }
    if (isSameAppPath(target)) {
      void navigate(target, { replace: true });
      return;
    }
    window.location.assign(target);
  }, [navigate, searchParams, config.productOrigins, config.productDomains]);
}
