import { chmod, mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import { homedir } from 'node:os';
import { join } from 'node:path';
import type { TokenSet, TokenStore } from '@airlens/sdk';

/** What `airlens login` keeps: the server and its tokens. */
export interface Credentials extends TokenSet {
  server: string;
  /** `pat` for a personal access token, `oauth` for device-flow tokens (refreshable). */
  kind: 'pat' | 'oauth';
}

/** $XDG_CONFIG_HOME/airlens, or ~/.config/airlens. */
export function configDir(env: NodeJS.ProcessEnv = process.env): string {
  const base =
    env.XDG_CONFIG_HOME !== undefined && env.XDG_CONFIG_HOME !== ''
      ? env.XDG_CONFIG_HOME
      : join(homedir(), '.config');
  return join(base, 'airlens');
}

export function credentialsPath(env: NodeJS.ProcessEnv = process.env): string {
  return join(configDir(env), 'credentials.json');
}

export async function loadCredentials(env: NodeJS.ProcessEnv = process.env): Promise<Credentials | null> {
  try {
    return JSON.parse(await readFile(credentialsPath(env), 'utf8')) as Credentials;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') {
      return null;
    }
    throw error;
  }
}

/** Writes the credentials readable by the user only (file 0600 in a 0700 directory), whatever the umask. */
export async function saveCredentials(
  credentials: Credentials,
  env: NodeJS.ProcessEnv = process.env,
): Promise<void> {
  const dir = configDir(env);
  await mkdir(dir, { recursive: true, mode: 0o700 });
  const path = credentialsPath(env);
  await writeFile(path, `${JSON.stringify(credentials, null, 2)}\n`, { mode: 0o600 });
  // writeFile's mode applies only to a new file: an existing one keeps its mode unless set again.
  await chmod(path, 0o600);
}

export async function deleteCredentials(env: NodeJS.ProcessEnv = process.env): Promise<boolean> {
  try {
    await rm(credentialsPath(env));
    return true;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') {
      return false;
    }
    throw error;
  }
}

/** The SDK's token store over the credentials file: refreshed tokens are written back at once. */
export function fileTokenStore(credentials: Credentials, env: NodeJS.ProcessEnv = process.env): TokenStore {
  let current = credentials;
  return {
    load: () => current,
    save: async (tokens) => {
      current = { ...current, ...tokens };
      await saveCredentials(current, env);
    },
  };
}
