import type { ConnectedApp, ConsentRequest, OAuthScope } from '@airlens/contract';
import type { IncomingMessage, ServerResponse } from 'node:http';
import type Provider from 'oidc-provider';
import type { Database } from '../../db/database';
import { conflict, notFound } from '../../http/errors';
import type { AuthenticatedUser } from '../../http/session';
import { destroyGrant, listGrantsOfAccount } from './oauth.repo';
import { clientNameOf, OAUTH_SCOPES, offeredScopes, resourceOf } from './oauth-scopes';

export interface OAuthContext {
  /** oidc-provider, built on first use (oauth-context.ts): most servers answer no OAuth call for a while. */
  provider: () => Promise<Provider>;
  database: Database;
  publicUrl: string;
}

/** What a valid OAuth access token stands for. */
export interface OAuthBearer {
  userId: string;
  scopes: OAuthScope[];
  clientId: string;
  expiresAt: Date;
}

function stringOf(value: unknown): string {
  return typeof value === 'string' ? value : '';
}

function scopesIn(text: string | undefined): string[] {
  return (text ?? '').split(' ').filter((scope) => scope.length > 0);
}

function knownScopes(text: string | undefined): OAuthScope[] {
  const scopes = scopesIn(text);
  return OAUTH_SCOPES.filter((scope) => scopes.includes(scope));
}

function epochSeconds(): number {
  return Math.floor(Date.now() / 1000);
}

/**
 * The user, scopes and client of a bearer string that is a live OAuth access token of this server (issued,
 * unexpired, not revoked, its grant still there); null for anything else.
 */
export async function resolveOAuthAccessToken(
  context: OAuthContext,
  token: string,
): Promise<OAuthBearer | null> {
  // oidc-provider's opaque tokens are 43 base64url characters; anything else is someone else's.
  if (!/^[A-Za-z0-9_-]{43}$/.test(token)) {
    return null;
  }
  const accessToken = await (await context.provider()).AccessToken.find(token);
  if (
    accessToken === undefined ||
    accessToken.isExpired ||
    typeof accessToken.accountId !== 'string' ||
    typeof accessToken.clientId !== 'string'
  ) {
    return null;
  }
  const grant =
    accessToken.grantId === undefined
      ? undefined
      : await (await context.provider()).Grant.find(accessToken.grantId);
  if (grant === undefined) {
    return null;
  }
  return {
    userId: accessToken.accountId,
    scopes: knownScopes(accessToken.scope),
    clientId: accessToken.clientId,
    expiresAt: new Date((accessToken.exp ?? epochSeconds()) * 1000),
  };
}

/** A grant of `scopes` on Airlens' API for the user and client, saved; answers its id. */
async function grantScopes(
  context: OAuthContext,
  user: AuthenticatedUser,
  clientId: string,
  requested: readonly string[],
): Promise<{ grantId: string; scopes: OAuthScope[] }> {
  const resource = resourceOf(context.publicUrl);
  const scopes = offeredScopes(requested, user);
  const provider = await context.provider();
  const grant = new provider.Grant({ accountId: user.userId, clientId });
  if (scopes.length > 0) {
    grant.addResourceScope(resource, scopes.join(' '));
  }
  // Asked for but not allowed to this user: recorded as refused, so the library does not ask again.
  const refused = requested.filter((scope) => !(scopes as string[]).includes(scope));
  if (refused.length > 0) {
    grant.rejectResourceScope(resource, refused.join(' '));
  }
  const openIdScopes = requested.filter((scope) => scope === 'openid' || scope === 'offline_access');
  if (openIdScopes.length > 0) {
    grant.addOIDCScope(openIdScopes.join(' '));
  }
  return { grantId: await grant.save(), scopes };
}

/** The browser of a consent call: its raw request and response, where the library's interaction cookie is. */
export interface ConsentBrowser {
  request: IncomingMessage;
  response: ServerResponse;
}

/**
 * The pending interaction `uid`, only in the browser that started it (the library's signed interaction cookie
 * names it): a link to someone else's authorization request cannot be approved for them (404 as unknown).
 */
async function pendingInteraction(context: OAuthContext, browser: ConsentBrowser, uid: string) {
  const provider = await context.provider();
  let interaction: Awaited<ReturnType<Provider['interactionDetails']>>;
  try {
    interaction = await provider.interactionDetails(browser.request, browser.response);
  } catch {
    throw notFound();
  }
  if (interaction.uid !== uid || interaction.result !== undefined) {
    throw notFound();
  }
  return interaction;
}

/** The consent screen of a pending authorization request (authorization code flow). */
export async function getAuthorizationConsent(
  context: OAuthContext,
  user: AuthenticatedUser,
  browser: ConsentBrowser,
  uid: string,
): Promise<ConsentRequest> {
  const interaction = await pendingInteraction(context, browser, uid);
  const clientId = String(interaction.params.client_id);
  return {
    clientId,
    clientName: clientNameOf(clientId),
    scopes: offeredScopes(scopesIn(stringOf(interaction.params.scope)), user),
    accountEmail: user.email,
  };
}

/**
 * Records the signed-in user's decision on a pending authorization request and answers the URL that resumes
 * it (the library's resume endpoint, bound to the browser by its cookie): a code on approval, access_denied
 * otherwise.
 */
export async function decideAuthorizationConsent(
  context: OAuthContext,
  user: AuthenticatedUser,
  browser: ConsentBrowser,
  uid: string,
  approve: boolean,
): Promise<{ redirectTo: string }> {
  const interaction = await pendingInteraction(context, browser, uid);
  if (!approve) {
    interaction.result = { error: 'access_denied', error_description: 'The user denied the request' };
  } else {
    const clientId = String(interaction.params.client_id);
    const { grantId } = await grantScopes(
      context,
      user,
      clientId,
      scopesIn(stringOf(interaction.params.scope)),
    );
    interaction.result = {
      login: { accountId: user.userId, remember: false },
      consent: { grantId },
    };
  }
  await interaction.save(Math.max(1, (interaction.exp ?? 0) - epochSeconds()));
  return { redirectTo: interaction.returnTo };
}

/** `wdjb-mjht`, `WDJBMJHT` and `WDJB MJHT` are the same code. */
function normalizeUserCode(userCode: string): string {
  return userCode.toUpperCase().replace(/[^A-Z]/g, '');
}

function formatUserCode(normalized: string): string {
  return `${normalized.slice(0, 4)}-${normalized.slice(4)}`;
}

async function pendingDeviceCode(context: OAuthContext, userCode: string) {
  const normalized = normalizeUserCode(userCode);
  const code = await (
    await context.provider()
  ).DeviceCode.findByUserCode(normalized, { ignoreExpiration: true });
  if (code === undefined) {
    throw notFound('No device is waiting with this code. Check the code on your device.');
  }
  if (code.isExpired) {
    throw conflict('This code has expired. Start the sign-in on your device again.');
  }
  if (code.error !== undefined || code.accountId !== undefined || code.inFlight === true) {
    throw conflict('This code has already been used.');
  }
  const clientId = code.clientId;
  if (typeof clientId !== 'string') {
    throw notFound();
  }
  return { code, normalized, clientId };
}

/** The consent screen of a device waiting with `userCode` (device flow). */
export async function getDeviceConsent(
  context: OAuthContext,
  user: AuthenticatedUser,
  userCode: string,
): Promise<ConsentRequest> {
  const { code, normalized, clientId } = await pendingDeviceCode(context, userCode);
  return {
    clientId,
    clientName: clientNameOf(clientId),
    scopes: offeredScopes(scopesIn(stringOf(code.params?.scope)), user),
    accountEmail: user.email,
    userCode: formatUserCode(normalized),
  };
}

/** Approves the waiting device for the signed-in user, or denies it; its next poll gets the answer. */
export async function decideDeviceConsent(
  context: OAuthContext,
  user: AuthenticatedUser,
  userCode: string,
  approve: boolean,
): Promise<void> {
  const { code, clientId } = await pendingDeviceCode(context, userCode);
  if (!approve) {
    Object.assign(code, { error: 'access_denied', errorDescription: 'The user denied the request' });
    await code.save();
    return;
  }
  const { grantId, scopes } = await grantScopes(
    context,
    user,
    clientId,
    scopesIn(stringOf(code.params?.scope)),
  );
  Object.assign(code, {
    accountId: user.userId,
    authTime: epochSeconds(),
    grantId,
    scope: scopes.join(' '),
    resource: resourceOf(context.publicUrl),
  });
  await code.save();
}

/** The clients the user has approved, one entry per client (scopes of all its live grants). */
export async function listConnectedApps(context: OAuthContext, userId: string): Promise<ConnectedApp[]> {
  const apps = new Map<string, ConnectedApp>();
  for (const grant of await listGrantsOfAccount(context.database, userId)) {
    const existing = apps.get(grant.clientId);
    const scopes = knownScopes(`${grant.scopes} ${existing?.scopes.join(' ') ?? ''}`);
    apps.set(grant.clientId, {
      clientId: grant.clientId,
      clientName: clientNameOf(grant.clientId),
      scopes,
      approvedAt: existing?.approvedAt ?? new Date(grant.createdAt * 1000).toISOString(),
    });
  }
  return [...apps.values()];
}

/** Revokes every grant of the client for the user, with all its codes and tokens; 404 when there is none. */
export async function revokeConnectedApp(
  context: OAuthContext,
  userId: string,
  clientId: string,
): Promise<void> {
  const grants = (await listGrantsOfAccount(context.database, userId)).filter(
    (grant) => grant.clientId === clientId,
  );
  if (grants.length === 0) {
    throw notFound();
  }
  for (const grant of grants) {
    await destroyGrant(context.database, grant.grantId);
  }
}
