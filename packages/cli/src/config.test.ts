import { chmod, mkdtemp, rm, stat, writeFile, mkdir } from 'node:fs/promises';
import { homedir, tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { configDir, credentialsPath, deleteCredentials, loadCredentials, saveCredentials } from './config';

let home: string;
let env: NodeJS.ProcessEnv;

beforeEach(async () => {
  home = await mkdtemp(join(tmpdir(), 'airlens-config-'));
  env = { XDG_CONFIG_HOME: home };
});

afterEach(async () => {
  await rm(home, { recursive: true, force: true });
});

describe('the CLI credentials file', () => {
  it('lives in $XDG_CONFIG_HOME/airlens, else ~/.config/airlens', () => {
    expect(configDir(env)).toBe(join(home, 'airlens'));
    expect(configDir({})).toBe(join(homedir(), '.config', 'airlens'));
  });

  it('is written 0600 even over an existing file that others could read', async () => {
    await mkdir(join(home, 'airlens'));
    await writeFile(credentialsPath(env), '{}');
    await chmod(credentialsPath(env), 0o644);
    await saveCredentials({ server: 'http://127.0.0.1:1', kind: 'pat', accessToken: 'alp_x' }, env);
    expect((await stat(credentialsPath(env))).mode & 0o777).toBe(0o600);
    expect(await loadCredentials(env)).toMatchObject({ accessToken: 'alp_x' });
    expect(await deleteCredentials(env)).toBe(true);
    expect(await loadCredentials(env)).toBeNull();
    expect(await deleteCredentials(env)).toBe(false);
  });
});
