// The OAuth 2 authorization server: oidc-provider configured for Airlens' desktop clients and CLI, its
// models in PostgreSQL (oauth.repo.ts), its keys from the database. Routes are mounted by oauth.routes.ts.
import { randomBytes } from 'node:crypto';
import type Provider from 'oidc-provider';
import type { Adapter, AdapterPayload, Configuration } from 'oidc-provider';
import type { AppConfig } from '../../config';
import type { Database } from '../../db/database';
import {
  consumeModel,
  destroyModel,
  destroyModelsOfGrant,
  findModel,
  findModelBy,
  findOrCreateKey,
  recordDevicePoll,
  upsertModel,
} from './oauth.repo';
import { OAUTH_CLIENTS, OAUTH_SCOPES, resourceOf } from './oauth-scopes';
import { generateRsaPrivateJwk } from './rsa-jwk';

/** The paths oidc-provider answers on, under the issuer (the public URL). */
export const OAUTH_ROUTES = {
  authorization: '/oauth2/authorize',
  token: '/oauth2/token',
  revocation: '/oauth2/revoke',
  jwks: '/oauth2/jwks',
  device_authorization: '/activationapi/v1/device',
  // Not mounted: users enter device codes on /oauth2-consent (the web app) instead of the library's form.
  code_verification: '/oauth2/device',
  end_session: '/oauth2/session/end',
  userinfo: '/oauth2/userinfo',
  introspection: '/oauth2/introspect',
  registration: '/oauth2/register',
  pushed_authorization_request: '/oauth2/par',
  backchannel_authentication: '/oauth2/backchannel',
  challenge: '/oauth2/challenge',
  credential: '/oauth2/credential',
} as const;

/** Lifetimes in seconds. */
export const OAUTH_TTL = {
  AccessToken: 3600,
  AuthorizationCode: 60,
  DeviceCode: 600,
  RefreshToken: 30 * 86_400,
  Grant: 365 * 86_400,
  Interaction: 600,
  Session: 600,
} as const;

function adapterFor(database: Database) {
  return class PostgresAdapter implements Adapter {
    constructor(private readonly model: string) {}

    async upsert(id: string, payload: AdapterPayload, expiresIn: number): Promise<void> {
      await upsertModel(database, this.model, id, payload, expiresIn);
    }

    async find(id: string): Promise<AdapterPayload | undefined> {
      return findModel(database, this.model, id);
    }

    async findByUserCode(userCode: string): Promise<AdapterPayload | undefined> {
      return findModelBy(database, this.model, 'user_code', userCode);
    }

    async findByUid(uid: string): Promise<AdapterPayload | undefined> {
      return findModelBy(database, this.model, 'uid', uid);
    }

    async consume(id: string): Promise<void> {
      await consumeModel(database, this.model, id);
    }

    async destroy(id: string): Promise<void> {
      await destroyModel(database, this.model, id);
    }

    async revokeByGrantId(grantId: string): Promise<void> {
      await destroyModelsOfGrant(database, this.model, grantId);
    }
  };
}

/** The signing key and cookie keys: made once by the first instance, shared through the database. */
async function loadKeys(database: Database): Promise<{ signingKey: object; cookieKeys: string[] }> {
  // Made only when missing: an RSA key costs tens of milliseconds of CPU, on every start otherwise.
  const signingKey = await findOrCreateKey(database, 'signing-key', () => ({
    ...generateRsaPrivateJwk(),
    kid: randomBytes(8).toString('hex'),
    use: 'sig',
    alg: 'RS256',
  }));
  const cookieKeys = await findOrCreateKey(database, 'cookie-keys', () => [
    randomBytes(32).toString('base64url'),
  ]);
  return { signingKey, cookieKeys };
}

function escapeHtml(text: string): string {
  return text
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&#39;');
}

export interface OAuthProviderDeps {
  config: AppConfig;
  database: Database;
  /** Whether an account may still use tokens (exists, not disabled). */
  isActiveAccount(userId: string): Promise<boolean>;
}

/** oidc-provider as Airlens' authorization server (RFC 6749, 7636, 7009, 8414, 8628). */
export async function createOAuthProvider(deps: OAuthProviderDeps): Promise<Provider> {
  const { config, database } = deps;
  const { signingKey, cookieKeys } = await loadKeys(database);
  const resource = resourceOf(config.publicUrl);
  const configuration: Configuration = {
    adapter: adapterFor(database),
    clients: OAUTH_CLIENTS.map((client) => ({
      client_id: client.clientId,
      client_name: client.name,
      application_type: 'native',
      token_endpoint_auth_method: 'none',
      grant_types: ['authorization_code', 'refresh_token', 'urn:ietf:params:oauth:grant-type:device_code'],
      response_types: ['code'],
      redirect_uris: [...client.redirectUris],
    })),
    jwks: { keys: [signingKey] },
    cookies: {
      keys: cookieKeys,
      long: { signed: true, secure: config.publicUrl.startsWith('https:') },
      // Path / (the library would scope the interaction cookie to /oauth2-consent): the consent endpoints under
      // /oauth2api read it to check that the browser answering a request is the one that started it.
      short: { signed: true, secure: config.publicUrl.startsWith('https:'), path: '/' },
    },
    routes: OAUTH_ROUTES,
    scopes: ['openid', 'offline_access'],
    pkce: { methods: ['S256'], required: () => true },
    rotateRefreshToken: true,
    // Every client here may refresh; the desktop apps and the CLI do not ask for offline_access.
    issueRefreshToken: async (_ctx, client) => client.grantTypeAllowed('refresh_token'),
    // Tokens outlive the library's short interaction session; the Airlens session is the one that matters.
    expiresWithSession: async () => false,
    ttl: { ...OAUTH_TTL },
    features: {
      devInteractions: { enabled: false },
      revocation: { enabled: true },
      deviceFlow: { enabled: true, charset: 'base-20', mask: '****-****' },
      resourceIndicators: {
        enabled: true,
        defaultResource: () => resource,
        useGrantedResource: () => true,
        getResourceServerInfo: () => ({
          scope: OAUTH_SCOPES.join(' '),
          audience: resource,
          accessTokenTTL: OAUTH_TTL.AccessToken,
          accessTokenFormat: 'opaque',
        }),
      },
    },
    interactions: {
      url: (_ctx, interaction) =>
        `${config.publicUrl}/oauth2-consent?interaction=${encodeURIComponent(interaction.uid)}`,
    },
    findAccount: async (_ctx, sub) => {
      if (!(await deps.isActiveAccount(sub))) {
        return undefined;
      }
      return { accountId: sub, claims: () => ({ sub }) };
    },
    clientBasedCORS: () => false,
    // The browser's error page (a bad authorization request): plain, escaped, and without the library's notice.
    renderError: (ctx, out) => {
      const description = out.error_description ?? out.error;
      ctx.type = 'html';
      ctx.body = `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Airlens</title></head><body><h1>The sign-in could not continue</h1><p>${escapeHtml(String(description))}</p><p>Start again from the application.</p></body></html>`;
    },
  };
  // Loaded here, on the first OAuth call (oauth-context.ts), not with the server.
  const { default: OidcProvider } = await import('oidc-provider');
  const provider = new OidcProvider(config.publicUrl, configuration);
  provider.proxy = config.trustProxy;
  return provider;
}

/** The polling interval a device must keep (RFC 8628 §3.2 `interval`), in seconds. */
export const DEVICE_POLL_INTERVAL_SECONDS = 5;

interface KoaLikeContext {
  status: number;
  body: unknown;
  oidc?: { route?: string; params?: Record<string, unknown> };
}

/**
 * What Airlens adds to the library's answers: the device authorization answer points at the web app's consent
 * page and names the polling interval; a pending device code polled sooner than its interval answers
 * `slow_down` instead of `authorization_pending` (an approved or denied code is answered at once).
 */
export function installProtocolAdjustments(
  provider: Provider,
  deps: { database: Database; now: () => Date; publicUrl: string },
): void {
  provider.use(async (ctx, next) => {
    await next();
    const context = ctx as unknown as KoaLikeContext;
    const route = context.oidc?.route;
    if (route === 'discovery' && context.status === 200) {
      context.body = { ...(context.body as object), scopes_supported: [...OAUTH_SCOPES] };
      return;
    }
    if (route === 'device_authorization' && context.status === 200) {
      const body = context.body as { user_code: string };
      const verificationUri = `${deps.publicUrl}/oauth2-consent`;
      context.body = {
        ...(context.body as object),
        verification_uri: verificationUri,
        verification_uri_complete: `${verificationUri}?user_code=${encodeURIComponent(body.user_code)}`,
        interval: DEVICE_POLL_INTERVAL_SECONDS,
      };
      return;
    }
    const error = (context.body as { error?: unknown } | undefined)?.error;
    const deviceCode = context.oidc?.params?.device_code;
    if (route === 'token' && error === 'authorization_pending' && typeof deviceCode === 'string') {
      if (await recordDevicePoll(deps.database, deviceCode, deps.now(), DEVICE_POLL_INTERVAL_SECONDS)) {
        context.body = {
          error: 'slow_down',
          error_description: 'polled sooner than the interval; wait 5 seconds more between requests',
        };
      }
    }
  });
}
