import { createContext, useContext } from 'react';

/**
 * What the sign-in screens need from where they run, without naming a router or the app's providers: inside
 * the app (react-router, the loaded /config.json) or on their own on the light sign-in page (src/login), whose
 * first load must not pull react-router, TanStack Query or zod (issue #21).
 */
export interface AuthEnvironment {
  /** Origins the product is served at (config.json), for the redirect allow-list and the wrong-address alert. */
  productOrigins: readonly string[];
  /** Product domains whose https pages a sign-in may return to (config.json). */
  productDomains: readonly string[];
  /** The page's query string, with the `redirect` target of a sign-in. */
  search: string;
  /** Opens another path of the app; `replace` keeps the sign-in page out of the history. */
  navigate: (to: string, options?: { replace?: boolean }) => void;
}

export const AuthEnvironmentContext = createContext<AuthEnvironment | null>(null);

export function useAuthEnvironment(): AuthEnvironment {
  const environment = useContext(AuthEnvironmentContext);
  if (environment === null) {
    throw new Error(
      'The sign-in screens need an AuthEnvironmentContext (router-auth-environment.tsx or src/login).',
    );
  }
  return environment;
}
