import { createContext, useContext } from 'react';
import type { ReactNode } from 'react';

/**
 * Where screens read their data: the signed-in session (paths as they are), or a read-only scope such as the
 * public demo, which maps every API path to its own (e.g. `/insightapi/v1/demo/...`) and hides write actions.
 */
export interface ApiScope {
  /** Part of every query key, so scopes never share cached answers. */
  name: string;
  isReadOnly: boolean;
  /** The 401 handling of the api client applies only to the session scope. */
  handlesUnauthorized: boolean;
  mapPath: (path: string) => string;
}

export const SESSION_API_SCOPE: ApiScope = {
  name: 'session',
  isReadOnly: false,
  handlesUnauthorized: true,
  mapPath: (path) => path,
};

const ApiScopeContext = createContext<ApiScope>(SESSION_API_SCOPE);

export interface ApiScopeProviderProps {
  scope: ApiScope;
  children: ReactNode;
}

/** Gives the screens below a data scope other than the session's. */
export function ApiScopeProvider({ scope, children }: ApiScopeProviderProps) {
  return <ApiScopeContext.Provider value={scope}>{children}</ApiScopeContext.Provider>;
}

/** The data scope of the calling screen (the session scope outside any provider). */
export function useApiScope(): ApiScope {
  return useContext(ApiScopeContext);
}
