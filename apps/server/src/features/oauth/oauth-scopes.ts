import { OAUTH_SCOPES, type OAuthScope } from '@airlens/contract';
import type { AuthenticatedUser } from '../../http/session';

export { OAUTH_SCOPES };

/** A registered public client (api-contract.md "OAuth 2 and desktop clients"). */
export interface OAuthClient {
  clientId: string;
  name: string;
  /** RFC 8252: loopback redirects (any port) and the desktop app's private-use scheme. */
  redirectUris: readonly string[];
}

export const OAUTH_CLIENTS: readonly OAuthClient[] = [
  { clientId: 'airlens-cli', name: 'Airlens CLI', redirectUris: ['http://127.0.0.1/callback'] },
  {
    clientId: 'airlens-desktop',
    name: 'Airlens Desktop',
    redirectUris: ['http://127.0.0.1/callback', 'com.airlens.desktop:/oauth/callback'],
  },
];

/** The client's display name, or its id for a client that is no longer registered. */
export function clientNameOf(clientId: string): string {
  return OAUTH_CLIENTS.find((client) => client.clientId === clientId)?.name ?? clientId;
}

/** The resource indicator (RFC 8707) of Airlens' API: every access token is for it. */
export function resourceOf(publicUrl: string): string {
  return `${publicUrl}/`;
}

function isScope(scope: string): scope is OAuthScope {
  return (OAUTH_SCOPES as readonly string[]).includes(scope);
}

/**
 * The requested scopes the user may grant: known ones only; `insights:read` only with a licence that allows
 * insights, `admin` only for an organisation admin.
 */
export function offeredScopes(requested: readonly string[], user: AuthenticatedUser): OAuthScope[] {
  return OAUTH_SCOPES.filter(
    (scope) =>
      requested.includes(scope) &&
      isScope(scope) &&
      (scope !== 'insights:read' || user.access.insightsAccessAllowed) &&
      (scope !== 'admin' || user.orgAdmin),
  );
}
