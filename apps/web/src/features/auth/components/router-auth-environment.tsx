import { useMemo } from 'react';
import type { ReactNode } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { useConfig } from '@/lib/config';
import { AuthEnvironmentContext } from './auth-environment';
import type { AuthEnvironment } from './auth-environment';

/** The sign-in screens inside the app: its router moves between pages, its loaded config gives the origins. */
export function RouterAuthEnvironment({ children }: { children: ReactNode }) {
  const navigate = useNavigate();
  const { search } = useLocation();
  const { productOrigins, productDomains } = useConfig();
  const environment = useMemo<AuthEnvironment>(
    () => ({
      productOrigins,
      productDomains,
      search,
      navigate: (to, options) => void navigate(to, { replace: options?.replace === true }),
    }),
    [navigate, search, productOrigins, productDomains],
  );
  return <AuthEnvironmentContext value={environment}>{children}</AuthEnvironmentContext>;
}
