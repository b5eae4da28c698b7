import { createAirlensClient, type AirlensClient } from '@airlens/sdk';
import { fileTokenStore, loadCredentials } from './config';
import { CliError } from './output';

/** The options every command takes. */
export interface GlobalOptions {
  server?: string;
  json?: boolean;
}

/** The server: --server, else AIRLENS_URL, else the one `airlens login` used. */
export function serverOf(options: GlobalOptions, stored: string | null = null): string {
  const server = options.server ?? process.env.AIRLENS_URL ?? stored;
  if (server === undefined || server === null || server === '') {
    throw new CliError('No server: pass --server URL or set AIRLENS_URL.', 2);
  }
  try {
    return new URL(server).origin;
  } catch {
    throw new CliError(`Not a URL: ${server}`, 2);
  }
}

/** A client signed in with the stored credentials (refreshing OAuth tokens into the same file). */
export async function signedInClient(
  options: GlobalOptions,
): Promise<{ client: AirlensClient; server: string }> {
  const credentials = await loadCredentials();
  if (credentials === null) {
    throw new CliError(
      'Not signed in: run `airlens login` (or `airlens login --token <personal access token>`).',
    );
  }
  const server = serverOf(options, credentials.server);
  if (server !== credentials.server) {
    throw new CliError(
      `Signed in to ${credentials.server}, not ${server}: run \`airlens login --server ${server}\`.`,
    );
  }
  return {
    client: createAirlensClient({ baseUrl: server, tokenStore: fileTokenStore(credentials) }),
    server,
  };
}

/** Throws the server's error for a failed call. */
export function check<T>(answer: { data?: T; error?: unknown; response: Response }): T {
  if (answer.response.ok) {
    // An empty answer (202, 204) has no data.
    return answer.data as T;
  }
  const body = answer.error as { message?: unknown } | undefined;
  const message =
    typeof body?.message === 'string' ? body.message : `the server answered ${answer.response.status}`;
  if (answer.response.status === 401) {
    throw new CliError(`${message} Run \`airlens login\` again.`);
  }
  throw new CliError(`${message} (${answer.response.status})`);
}
