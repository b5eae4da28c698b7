import {
  AIRLENS_CLI_CLIENT_ID,
  createAirlensClient,
  OAuthError,
  requestToken,
  tokenSetOf,
} from '@airlens/sdk';
import { deleteCredentials, loadCredentials, saveCredentials, type Credentials } from '../config';
import { check, serverOf, type GlobalOptions } from '../context';
import { apiErrorMessage, CliError, sleep, type Output } from '../output';

/** The scopes `airlens login` asks for: everything the CLI's commands use. */
export const DEFAULT_SCOPES = 'projects:read projects:write insights:read reports';

const DEVICE_GRANT = 'urn:ietf:params:oauth:grant-type:device_code';

interface DeviceAuthorization {
  device_code: string;
  user_code: string;
  verification_uri: string;
  verification_uri_complete?: string;
  expires_in: number;
  interval?: number;
}

async function whoAmI(server: string, accessToken: string): Promise<{ email: string; name: string }> {
  const client = createAirlensClient({ baseUrl: server, accessToken });
  const me = check(await client.GET('/userapi/v1/users/who-am-i'));
  return { email: me.email, name: me.name };
}

async function signedIn(output: Output, credentials: Credentials): Promise<void> {
  const me = await whoAmI(credentials.server, credentials.accessToken);
  await saveCredentials(credentials);
  output.result({ server: credentials.server, email: me.email, kind: credentials.kind }, [
    `Signed in to ${credentials.server} as ${me.email}.`,
  ]);
}

/**
 * The device flow (RFC 8628): asks /activationapi/v1/device for a code, tells the user where to enter it, and
 * polls /oauth2/token every `interval` seconds (5 more after each slow_down) until approved, denied or expired.
 */
async function deviceLogin(server: string, scope: string, output: Output): Promise<Credentials> {
  const started = await fetch(new URL('/activationapi/v1/device', server), {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded', accept: 'application/json' },
    body: new URLSearchParams({ client_id: AIRLENS_CLI_CLIENT_ID, scope }).toString(),
  });
  const body = (await started.json().catch(() => ({}))) as Partial<DeviceAuthorization> & { error?: string };
  if (!started.ok || body.device_code === undefined || body.user_code === undefined) {
    throw new CliError(
      `Device sign-in could not start: ${body.error ?? apiErrorMessage(started.status, body)}`,
    );
  }
  const device = body as DeviceAuthorization;
  output.info(`To sign in, open ${device.verification_uri} and enter the code ${device.user_code}`);
  if (device.verification_uri_complete !== undefined) {
    output.info(`(or open ${device.verification_uri_complete})`);
  }
  output.info('Waiting for approval…');
  let intervalMs = (device.interval ?? 5) * 1000;
  const deadline = Date.now() + device.expires_in * 1000;
  for (;;) {
    await sleep(intervalMs);
    try {
      const answer = await requestToken(server, {
        grant_type: DEVICE_GRANT,
        device_code: device.device_code,
        client_id: AIRLENS_CLI_CLIENT_ID,
      });
      return { server, kind: 'oauth', ...tokenSetOf(answer) };
    } catch (error) {
      if (!(error instanceof OAuthError)) {
        throw error;
      }
      if (error.error === 'authorization_pending') {
        if (Date.now() > deadline) {
          throw new CliError('The code expired before it was approved; run `airlens login` again.');
        }
        continue;
      }
      if (error.error === 'slow_down') {
        intervalMs += 5000;
        continue;
      }
      if (error.error === 'access_denied') {
        throw new CliError('Sign-in was denied.');
      }
      if (error.error === 'expired_token') {
        throw new CliError('The code expired before it was approved; run `airlens login` again.');
      }
      throw new CliError(`Sign-in failed: ${error.message}`);
    }
  }
}

export async function login(
  options: GlobalOptions & { token?: string; scope?: string },
  output: Output,
): Promise<void> {
  const server = serverOf(options, (await loadCredentials())?.server ?? null);
  if (options.token !== undefined) {
    await signedIn(output, { server, kind: 'pat', accessToken: options.token, refreshToken: null });
    return;
  }
  await signedIn(output, await deviceLogin(server, options.scope ?? DEFAULT_SCOPES, output));
}

/** Forgets the stored tokens; an OAuth refresh token is revoked at the server first (RFC 7009). */
export async function logout(output: Output): Promise<void> {
  const credentials = await loadCredentials();
  if (credentials?.kind === 'oauth' && credentials.refreshToken) {
    // Best effort: the local tokens go either way.
    await fetch(new URL('/oauth2/revoke', credentials.server), {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({
        token: credentials.refreshToken,
        token_type_hint: 'refresh_token',
        client_id: AIRLENS_CLI_CLIENT_ID,
      }).toString(),
    }).catch(() => undefined);
  }
  const removed = await deleteCredentials();
  output.result({ signedOut: removed }, [removed ? 'Signed out.' : 'Not signed in.']);
}
