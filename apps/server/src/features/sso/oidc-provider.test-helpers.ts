// A real OpenID provider (oidc-provider) on 127.0.0.1 for SSO tests and the SSO browser journey.
import { randomUUID } from 'node:crypto';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import Provider from 'oidc-provider';
import { generateRsaPrivateJwk } from '../oauth/rsa-jwk';

/** An account the provider knows, by e-mail. */
export interface TestIdpAccount {
  email: string;
  name?: string;
  emailVerified?: boolean;
}

export interface TestOidcProvider {
  issuer: string;
  clientId: string;
  clientSecret: string;
  /** Adds or replaces an account. */
  addAccount(account: TestIdpAccount): void;
  /** The account the next interaction signs in without a form (tests); null shows the login form (browser). */
  autoLogin: string | null;
  close(): Promise<void>;
}

function readForm(request: IncomingMessage): Promise<URLSearchParams> {
  return new Promise((resolve, reject) => {
    let text = '';
    request.setEncoding('utf8');
    request.on('data', (chunk: string) => {
      text += chunk;
    });
    request.on('end', () => resolve(new URLSearchParams(text)));
    request.on('error', reject);
  });
}

function loginPage(uid: string): string {
  return `<!doctype html><html><head><title>Test identity provider</title></head><body>
<h1>Test identity provider</h1>
<form method="post" action="/interaction/${uid}" aria-label="Identity provider sign-in">
<label>E-mail <input name="email" type="email" autocomplete="off"></label>
<button type="submit">Sign in at the identity provider</button>
</form></body></html>`;
}

/**
 * Starts oidc-provider on a free 127.0.0.1 port with one confidential client for `redirectUris`. The
 * interaction (login + consent) is approved for `autoLogin`, or for the e-mail typed into its login form.
 * `idTokenTtlSeconds` shortens ID tokens for expiry tests.
 */
export async function startTestOidcProvider(options: {
  redirectUris: string[];
  idTokenTtlSeconds?: number;
}): Promise<TestOidcProvider> {
  const accounts = new Map<string, TestIdpAccount>();
  const server: Server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const issuer = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const clientId = `airlens-${randomUUID().slice(0, 8)}`;
  const clientSecret = `secret-${randomUUID()}`;
  const signingKey = generateRsaPrivateJwk();
  const provider = new Provider(issuer, {
    clients: [
      {
        client_id: clientId,
        client_secret: clientSecret,
        redirect_uris: options.redirectUris,
        grant_types: ['authorization_code'],
        response_types: ['code'],
        token_endpoint_auth_method: 'client_secret_post',
      },
    ],
    jwks: { keys: [{ ...signingKey, kid: 'test-key', use: 'sig', alg: 'RS256' }] },
    claims: { openid: ['sub'], email: ['email', 'email_verified'], profile: ['name'] },
    features: { devInteractions: { enabled: false } },
    interactions: { url: (_context, interaction) => `/interaction/${interaction.uid}` },
    ttl: {
      AccessToken: 600,
      AuthorizationCode: 60,
      IdToken: options.idTokenTtlSeconds ?? 600,
      Interaction: 600,
      Session: 600,
      Grant: 600,
    },
    findAccount: (_context, sub) => {
      const account = accounts.get(sub);
      if (account === undefined) {
        return undefined;
      }
      return {
        accountId: sub,
        claims: () => ({
          sub,
          email: account.email,
          email_verified: account.emailVerified ?? true,
          name: account.name ?? 'Sso User',
        }),
      };
    },
  });
  const handle = provider.callback();
  const state: TestOidcProvider = {
    issuer,
    clientId,
    clientSecret,
    autoLogin: null,
    addAccount(account) {
      accounts.set(account.email, account);
    },
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };

  async function finish(
    request: IncomingMessage,
    response: ServerResponse,
    accountId: string,
  ): Promise<void> {
    const details = await provider.interactionDetails(request, response);
    const grant = new provider.Grant({ accountId, clientId: String(details.params.client_id) });
    grant.addOIDCScope(String(details.params.scope));
    const grantId = await grant.save();
    await provider.interactionFinished(
      request,
      response,
      { login: { accountId }, consent: { grantId } },
      {
        mergeWithLastSubmission: false,
      },
    );
  }

  server.on('request', (request: IncomingMessage, response: ServerResponse) => {
    const match = /^\/interaction\/([\w-]+)$/.exec(request.url ?? '');
    if (match === null) {
      void handle(request, response);
      return;
    }
    const uid = match[1] ?? '';
    void (async () => {
      try {
        if (state.autoLogin !== null) {
          await finish(request, response, state.autoLogin);
          return;
        }
        if (request.method === 'POST') {
          const form = await readForm(request);
          await finish(request, response, (form.get('email') ?? '').trim().toLowerCase());
          return;
        }
        await provider.interactionDetails(request, response);
        response.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
        response.end(loginPage(uid));
      } catch (error) {
        response.writeHead(500, { 'content-type': 'text/plain' });
        response.end(error instanceof Error ? error.message : 'interaction failed');
      }
    })();
  });
  return state;
}

/** A minimal cookie jar for following the provider's redirects with fetch. */
export function createCookieJar() {
  const cookies = new Map<string, string>();
  return {
    header(): string {
      return [...cookies].map(([name, value]) => `${name}=${value}`).join('; ');
    },
    store(response: Response): void {
      for (const cookie of response.headers.getSetCookie()) {
        const [pair = ''] = cookie.split(';');
        const at = pair.indexOf('=');
        if (at > 0) {
          cookies.set(pair.slice(0, at).trim(), pair.slice(at + 1));
        }
      }
    },
  };
}

/**
 * Follows the provider from its authorization URL (interaction approved by `autoLogin`) until it redirects
 * to a URL starting with `callbackPrefix`; answers that URL.
 */
export async function followProviderToCallback(
  authorizationUrl: string,
  callbackPrefix: string,
): Promise<URL> {
  const jar = createCookieJar();
  let next = authorizationUrl;
  for (let hop = 0; hop < 10; hop += 1) {
    const response = await fetch(next, { redirect: 'manual', headers: { cookie: jar.header() } });
    jar.store(response);
    const location = response.headers.get('location');
    if (location === null) {
      throw new Error(`provider stopped at ${next}: ${response.status} ${await response.text()}`);
    }
    next = new URL(location, next).href;
    if (next.startsWith(callbackPrefix)) {
      return new URL(next);
    }
  }
  throw new Error('too many redirects at the provider');
}
