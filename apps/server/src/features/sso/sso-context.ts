import type { AccountsContext } from '../auth/accounts-context';
import { createOidcClients, type OidcClients } from './oidc-client';

/** What the single sign-on feature needs: the accounts context (database, mail, clock, sessions) and OIDC. */
export interface SsoContext extends AccountsContext {
  oidc: OidcClients;
}

export function createSsoContext(
  accounts: AccountsContext,
  oidc: OidcClients = createOidcClients(),
): SsoContext {
  return { ...accounts, oidc };
}

/** Plain-http identity providers only outside production (a local provider in development and tests). */
export function allowsHttpProviders(context: SsoContext): boolean {
  return !context.config.isProduction;
}
