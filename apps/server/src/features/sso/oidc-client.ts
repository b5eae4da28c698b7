import type * as OpenIdClient from 'openid-client';
import type { GuardedFetch } from '../../http/guarded-fetch';

/** Discovery documents are reused this long per configuration version. */
const DISCOVERY_TTL_MS = 10 * 60_000;
/** Seconds any call to an identity provider may take. */
const PROVIDER_TIMEOUT_SECONDS = 10;

let openIdClientModule: Promise<typeof OpenIdClient> | undefined;

/** openid-client, loaded on first use: a server whose organisations sign in with passwords never needs it. */
export function loadOpenIdClient(): Promise<typeof OpenIdClient> {
  return (openIdClientModule ??= import('openid-client'));
}

/** One organisation's OpenID provider and our client at it. */
export interface OidcSettings {
  issuer: string;
  clientId: string;
  clientSecret: string;
  /** Plain-http issuers are accepted outside production only (local providers in development and tests). */
  allowHttp: boolean;
}

/** The claims single sign-on uses, from the ID token, completed from userinfo when the token lacks them. */
export interface OidcIdentity {
  subject: string;
  email: string | null;
  emailVerified: boolean;
  name: string | null;
}

export interface OidcClients {
  /** The provider's authorization URL for an authorization-code + PKCE request. */
  authorizationUrl(
    cacheKey: string,
    settings: OidcSettings,
    request: { redirectUri: string; state: string; nonce: string; codeChallenge: string },
  ): Promise<URL>;
  /** Exchanges the code and validates the ID token (signature, issuer, audience, expiry, nonce, state). */
  completeSignIn(
    cacheKey: string,
    settings: OidcSettings,
    callback: { currentUrl: URL; state: string; nonce: string; codeVerifier: string; now: Date },
  ): Promise<OidcIdentity>;
  /** Loads the provider's discovery document now (configuration checks); throws when it cannot. */
  checkIssuer(settings: OidcSettings): Promise<void>;
}

function isHttpIssuer(settings: OidcSettings): boolean {
  return new URL(settings.issuer).protocol === 'http:';
}

function claimText(value: unknown): string | null {
  return typeof value === 'string' && value.trim() !== '' ? value.trim() : null;
}

function claimTrue(value: unknown): boolean {
  // Some providers send the boolean as a string.
  return value === true || value === 'true';
}

/**
 * openid-client behind a per-configuration discovery cache; JWKS are cached per issuer too. `fetch` carries
 * every call to a provider (discovery, keys, token, userinfo): the app passes the outbound guard's, so neither
 * an issuer nor an endpoint its discovery document names can point the server at an internal address.
 */
export function createOidcClients(options: { fetch?: GuardedFetch } = {}): OidcClients {
  const discovered = new Map<string, { metadata: Promise<OpenIdClient.ServerMetadata>; expiresAt: number }>();
  const jwksCaches = new Map<string, OpenIdClient.ExportedJWKSCache>();

  async function discover(settings: OidcSettings): Promise<OpenIdClient.ServerMetadata> {
    const client = await loadOpenIdClient();
    const fetchOption = options.fetch === undefined ? {} : { [client.customFetch]: options.fetch };
    const insecure = settings.allowHttp && isHttpIssuer(settings);
    const configuration = await client.discovery(
      new URL(settings.issuer),
      settings.clientId,
      settings.clientSecret,
      undefined,
      {
        timeout: PROVIDER_TIMEOUT_SECONDS,
        ...fetchOption,
        ...(insecure ? { execute: [client.allowInsecureRequests] } : {}),
      },
    );
    return configuration.serverMetadata();
  }

  async function configurationFor(cacheKey: string, settings: OidcSettings, now?: Date) {
    const client = await loadOpenIdClient();
    const key = `${cacheKey}|${settings.issuer}|${settings.clientId}`;
    let entry = discovered.get(key);
    if (entry === undefined || entry.expiresAt <= Date.now()) {
      entry = { metadata: discover(settings), expiresAt: Date.now() + DISCOVERY_TTL_MS };
      discovered.set(key, entry);
      // A failed discovery must not stay cached.
      entry.metadata.catch(() => discovered.delete(key));
    }
    const skewSeconds = now === undefined ? 0 : Math.round((now.getTime() - Date.now()) / 1000);
    const configuration = new client.Configuration(
      await entry.metadata,
      settings.clientId,
      // The app clock decides token expiry, so tests that move time move it for ID tokens too.
      skewSeconds === 0
        ? settings.clientSecret
        : { client_secret: settings.clientSecret, [client.clockSkew]: skewSeconds },
    );
    configuration.timeout = PROVIDER_TIMEOUT_SECONDS;
    if (options.fetch !== undefined) {
      configuration[client.customFetch] = options.fetch;
    }
    if (settings.allowHttp && isHttpIssuer(settings)) {
      client.allowInsecureRequests(configuration);
    }
    const jwks = jwksCaches.get(settings.issuer);
    if (jwks !== undefined) {
      client.setJwksCache(configuration, jwks);
    }
    return configuration;
  }

  function keepJwks(
    client: typeof OpenIdClient,
    settings: OidcSettings,
    configuration: OpenIdClient.Configuration,
  ): void {
    const jwks = client.getJwksCache(configuration);
    if (jwks !== undefined) {
      jwksCaches.set(settings.issuer, jwks);
    }
  }

  return {
    async authorizationUrl(cacheKey, settings, request) {
      const client = await loadOpenIdClient();
      const configuration = await configurationFor(cacheKey, settings);
      return client.buildAuthorizationUrl(configuration, {
        redirect_uri: request.redirectUri,
        scope: 'openid email profile',
        response_type: 'code',
        state: request.state,
        nonce: request.nonce,
        code_challenge: request.codeChallenge,
        code_challenge_method: 'S256',
      });
    },
    async completeSignIn(cacheKey, settings, callback) {
      const client = await loadOpenIdClient();
      const configuration = await configurationFor(cacheKey, settings, callback.now);
      const tokens = await client.authorizationCodeGrant(configuration, callback.currentUrl, {
        pkceCodeVerifier: callback.codeVerifier,
        expectedState: callback.state,
        expectedNonce: callback.nonce,
        idTokenExpected: true,
      });
      keepJwks(client, settings, configuration);
      const claims = tokens.claims();
      if (claims === undefined) {
        throw new Error('The provider returned no ID token');
      }
      let source: Record<string, unknown> = claims;
      if (claimText(claims.email) === null && claimText(tokens.access_token) !== null) {
        // Providers that keep scope claims out of the ID token (oidc-provider's default) serve them here.
        source = {
          ...(await client.fetchUserInfo(configuration, tokens.access_token, claims.sub)),
          ...claims,
        };
      }
      const given = claimText(source.given_name);
      const family = claimText(source.family_name);
      return {
        subject: claims.sub,
        email: claimText(source.email),
        emailVerified: claimTrue(source.email_verified),
        name: claimText(source.name) ?? ([given, family].filter((part) => part !== null).join(' ') || null),
      };
    },
    async checkIssuer(settings) {
      await discover(settings);
    },
  };
}
