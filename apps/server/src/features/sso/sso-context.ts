import { createGuardedFetch } from '../../http/guarded-fetch';
import { createOutboundGuard, type OutboundGuard } from '../../http/outbound-guard';
import type { AccountsContext } from '../auth';
import { createOidcClients, type OidcClients } from './oidc-client';

/** What the single sign-on feature needs: the accounts context (database, mail, clock, sessions) and OIDC. */
export interface SsoContext extends AccountsContext {
  oidc: OidcClients;
  /** Judges provider URLs an admin configures before the server fetches them (http/outbound-guard.ts). */
  outbound: OutboundGuard;
}

export function createSsoContext(accounts: AccountsContext, oidc?: OidcClients): SsoContext {
  const outbound = createOutboundGuard({
    isProduction: accounts.config.isProduction,
    allowlist: accounts.config.outboundAllowlist,
    logger: accounts.logger,
  });
  return { ...accounts, oidc: oidc ?? createOidcClients({ fetch: createGuardedFetch(outbound) }), outbound };
}

/** Plain-http identity providers only outside production (a local provider in development and tests). */
export function allowsHttpProviders(context: SsoContext): boolean {
  return !context.config.isProduction;
}
