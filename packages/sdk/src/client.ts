import createClient, { type Client, type Middleware } from 'openapi-fetch';
import type { paths } from './schema';

/** The OAuth 2 client the SDK and the CLI identify as (a public client: no secret). */
export const AIRLENS_CLI_CLIENT_ID = 'airlens-cli';

/** What a token store keeps: the access token and, for OAuth 2 sign-ins, the refresh token. */
export interface TokenSet {
  accessToken: string;
  /** Absent for personal access tokens, which are not refreshed. */
  refreshToken?: string | null;
  /** Epoch milliseconds when the access token expires, when known. */
  expiresAt?: number | null;
}

/** Where the client reads tokens from and writes refreshed ones to (the CLI keeps them in a 0600 file). */
export interface TokenStore {
  load(): TokenSet | null | Promise<TokenSet | null>;
  save(tokens: TokenSet): void | Promise<void>;
}

export interface AirlensClientOptions {
  /** The server, e.g. https://airlens.example.com */
  baseUrl: string;
  /** A fixed bearer token (a personal access token); or give `tokenStore`. */
  accessToken?: string;
  /** Tokens that may be refreshed: on a 401 the client uses the refresh token once and retries. */
  tokenStore?: TokenStore;
  /** The OAuth 2 client id used to refresh; `airlens-cli` unless given. */
  clientId?: string;
  /** fetch to use (tests, proxies); the global one otherwise. */
  fetch?: typeof fetch;
}

/** The answer of POST /oauth2/token. */
export interface OAuthTokenAnswer {
  access_token: string;
  token_type: string;
  expires_in?: number;
  refresh_token?: string;
  scope?: string;
}

/** An OAuth 2 error answer (RFC 6749 §5.2, RFC 8628 §3.5). */
export class OAuthError extends Error {
  constructor(
    readonly status: number,
    readonly error: string,
    description?: string,
  ) {
    super(description === undefined || description === '' ? error : `${error}: ${description}`);
    this.name = 'OAuthError';
  }
}

/** The token set of a token endpoint answer. */
export function tokenSetOf(answer: OAuthTokenAnswer, now = Date.now()): TokenSet {
  return {
    accessToken: answer.access_token,
    refreshToken: answer.refresh_token ?? null,
    expiresAt: answer.expires_in === undefined ? null : now + answer.expires_in * 1000,
  };
}

/** POSTs a form to /oauth2/token; resolves the tokens or throws an OAuthError. */
export async function requestToken(
  baseUrl: string,
  form: Record<string, string>,
  fetchImpl: typeof fetch = fetch,
): Promise<OAuthTokenAnswer> {
  const response = await fetchImpl(new URL('/oauth2/token', baseUrl), {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded', accept: 'application/json' },
    body: new URLSearchParams(form).toString(),
  });
  const text = await response.text();
  let body: Record<string, unknown> = {};
  try {
    body = text === '' ? {} : (JSON.parse(text) as Record<string, unknown>);
  } catch {
    // Not JSON: reported below by status.
  }
  if (!response.ok) {
    throw new OAuthError(
      response.status,
      typeof body.error === 'string' ? body.error : `http_${response.status}`,
      typeof body.error_description === 'string' ? body.error_description : undefined,
    );
  }
  return body as unknown as OAuthTokenAnswer;
}

/** A typed Airlens API client: `client.GET('/userapi/v1/users/who-am-i')`, … (openapi-fetch). */
export type AirlensClient = Client<paths> & {
  /** The bearer token the next call sends (after any refresh), or null. */
  currentAccessToken(): Promise<string | null>;
  /** fetch with the client's authorisation and refresh, for calls outside the document (uploads, files). */
  authorizedFetch(input: string | URL, init?: RequestInit): Promise<Response>;
};

/**
 * A client of the Airlens API generated from its OpenAPI document. Every call carries `Authorization: Bearer`
 * (so no CSRF header is needed); with a `tokenStore` holding a refresh token, a 401 triggers one
 * refresh_token grant at /oauth2/token (client `airlens-cli`), the rotated tokens are saved, and the call is
 * sent again. Concurrent 401s share one refresh, as rotation allows each refresh token to be used once.
 */
export function createAirlensClient(options: AirlensClientOptions): AirlensClient {
  const fetchImpl = options.fetch ?? ((input, init) => fetch(input, init));
  const clientId = options.clientId ?? AIRLENS_CLI_CLIENT_ID;
  const baseOrigin = new URL(options.baseUrl).origin;
  let cached: TokenSet | null =
    options.accessToken === undefined ? null : { accessToken: options.accessToken };
  let refreshing: Promise<TokenSet | null> | null = null;

  async function tokens(): Promise<TokenSet | null> {
    if (cached === null && options.tokenStore !== undefined) {
      cached = await options.tokenStore.load();
    }
    return cached;
  }

  /** One refresh at a time; null when there is nothing to refresh with or the grant was refused. */
  function refresh(used: string | null): Promise<TokenSet | null> {
    refreshing ??= (async () => {
      try {
        const current = await tokens();
        // Another call refreshed while this one waited: use its result.
        if (current !== null && current.accessToken !== used) {
          return current;
        }
        const refreshToken = current?.refreshToken ?? null;
        if (refreshToken === null || options.tokenStore === undefined) {
          return null;
        }
        const answer = await requestToken(
          options.baseUrl,
          { grant_type: 'refresh_token', refresh_token: refreshToken, client_id: clientId },
          fetchImpl,
        );
        const next = tokenSetOf(answer);
        next.refreshToken ??= refreshToken;
        cached = next;
        await options.tokenStore.save(next);
        return next;
      } catch (error) {
        if (error instanceof OAuthError) {
          return null;
        }
        throw error;
      } finally {
        refreshing = null;
      }
    })();
    return refreshing;
  }

  async function authorizedFetch(input: string | URL, init: RequestInit = {}): Promise<Response> {
    const url = new URL(input, options.baseUrl);
    // The token goes to the Airlens server only, never to another host (a presigned storage URL).
    const sameOrigin = url.origin === baseOrigin;
    const send = (token: string | null) => {
      const headers = new Headers(init.headers);
      if (sameOrigin && token !== null) {
        headers.set('authorization', `Bearer ${token}`);
      }
      return fetchImpl(url, { ...init, headers });
    };
    const token = (await tokens())?.accessToken ?? null;
    const response = await send(token);
    if (response.status !== 401 || !sameOrigin || !isReplayable(init.body)) {
      return response;
    }
    const renewed = await refresh(token);
    return renewed === null ? response : send(renewed.accessToken);
  }

  const retries = new Map<string, Request>();
  const auth: Middleware = {
    async onRequest({ request, id }) {
      const token = (await tokens())?.accessToken ?? null;
      if (token !== null) {
        request.headers.set('authorization', `Bearer ${token}`);
      }
      // Kept to send again after a refresh (its body can be read once).
      retries.set(id, request.clone());
      return request;
    },
    async onResponse({ response, id }) {
      const original = retries.get(id);
      retries.delete(id);
      if (response.status !== 401 || original === undefined) {
        return response;
      }
      const used = original.headers.get('authorization')?.replace(/^Bearer /, '') ?? null;
      const renewed = await refresh(used);
      if (renewed === null) {
        return response;
      }
      original.headers.set('authorization', `Bearer ${renewed.accessToken}`);
      return fetchImpl(original);
    },
    onError({ id }) {
      retries.delete(id);
    },
  };

  const client = createClient<paths>({ baseUrl: options.baseUrl, fetch: fetchImpl });
  client.use(auth);
  return Object.assign(client, {
    currentAccessToken: async () => (await tokens())?.accessToken ?? null,
    authorizedFetch,
  });
}

/** Whether a request body can be sent twice (a stream cannot). */
function isReplayable(body: RequestInit['body']): boolean {
  return body === undefined || body === null || typeof body === 'string' || body instanceof URLSearchParams;
}
