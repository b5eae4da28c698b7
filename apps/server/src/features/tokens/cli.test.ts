// The airlens CLI (packages/cli) driven as a child process against buildApp listening on a port: --help
// without a build step, sign-in with a personal access token (stored 0600) and with the device flow, projects
// list, upload with the final status, report and BOM files, --json output, logout.
import { spawn } from 'node:child_process';
import { mkdtemp, readFile, rm, stat, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { authHeaders, createTestOrg } from '../auth/test-accounts';
import { createOAuthWorld, type OAuthWorld } from '../oauth/oauth.test-helpers';
import { createActor, type Actor } from '../sharing/sharing-fixtures';
import { smallEsx } from '../uploads/uploads.test-helpers';
import { createPersonalAccessToken } from './tokens.service';

const BIN = fileURLToPath(new URL('../../../../../packages/cli/bin/airlens.mjs', import.meta.url));

let w: OAuthWorld;
let owner: Actor;
let home: string;
let work: string;

interface Run {
  code: number | null;
  stdout: string;
  stderr: string;
}

/** Runs `airlens …` with its own config dir; `onStderr` sees the person-facing output as it comes. */
function airlens(
  args: string[],
  options: { env?: Record<string, string>; onStderr?: (text: string) => void } = {},
) {
  return new Promise<Run>((resolve, reject) => {
    const child = spawn(process.execPath, [BIN, ...args], {
      cwd: work,
      env: { ...process.env, XDG_CONFIG_HOME: home, AIRLENS_URL: w.base, ...options.env },
    });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (chunk: Buffer) => (stdout += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => {
      stderr += chunk.toString();
      options.onStderr?.(stderr);
    });
    child.on('error', reject);
    child.on('close', (code) => resolve({ code, stdout, stderr }));
  });
}

async function pat(scopes: string[]): Promise<string> {
  const created = await createPersonalAccessToken(
    { database: w.t.database, now: () => new Date() },
    owner.account.userId,
    { name: 'cli test', scopes, expiresInDays: 7 },
  );
  if (created === 'tooMany') {
    throw new Error('too many tokens');
  }
  return created.token;
}

beforeAll(async () => {
  w = await createOAuthWorld();
  const orgId = await createTestOrg(w.t, { name: 'CLI org' });
  owner = await createActor(w.t, { email: 'cli-owner@a.example', orgId });
  home = await mkdtemp(join(tmpdir(), 'airlens-cli-home-'));
  work = await mkdtemp(join(tmpdir(), 'airlens-cli-work-'));
}, 120_000);

afterAll(async () => {
  await w.t.close();
  await rm(home, { recursive: true, force: true });
  await rm(work, { recursive: true, force: true });
});

describe('the airlens CLI', { timeout: 120_000 }, () => {
  it('prints its help without a build step, and refuses commands when signed out', async () => {
    const help = await airlens(['--help']);
    expect(help.code).toBe(0);
    expect(help.stdout).toContain('login');
    expect(help.stdout).toContain('upload <file>');
    const signedOut = await airlens(['projects', 'list']);
    expect(signedOut.code).toBe(1);
    expect(signedOut.stderr).toContain('Not signed in');
  });

  it('signs in with a personal access token kept in a 0600 file, and refuses a bad one', async () => {
    const bad = await airlens(['login', '--token', `alp_${'q'.repeat(43)}`]);
    expect(bad.code).toBe(1);
    expect(bad.stderr).toContain('invalid, expired or revoked');

    const token = await pat(['projects:read', 'projects:write', 'insights:read', 'reports']);
    const login = await airlens(['login', '--token', token, '--json']);
    expect(login.code, login.stderr).toBe(0);
    expect(JSON.parse(login.stdout)).toEqual({ server: w.base, email: owner.account.email, kind: 'pat' });
    const file = join(home, 'airlens', 'credentials.json');
    expect((await stat(file)).mode & 0o777).toBe(0o600);
    expect((await stat(join(home, 'airlens'))).mode & 0o777).toBe(0o700);
    expect(JSON.parse(await readFile(file, 'utf8'))).toMatchObject({ accessToken: token, server: w.base });
    // The secret is never printed.
    expect(login.stdout + login.stderr).not.toContain(token);
  });

  it('uploads a survey, lists it, and saves its bill of materials and a German PDF report', async () => {
    const esx = join(work, 'Warehouse.esx');
    await writeFile(esx, smallEsx());
    const uploaded = await airlens(['upload', esx, '--json']);
    expect(uploaded.code, uploaded.stderr).toBe(0);
    const result = JSON.parse(uploaded.stdout) as { status: string; projectId: string };
    expect(result.status).toBe('COMMITTED');
    expect(result.projectId).toMatch(/^[0-9a-f-]{36}$/);

    const listed = await airlens(['projects', 'list', '--json']);
    expect(listed.code, listed.stderr).toBe(0);
    const projects = JSON.parse(listed.stdout) as { id: string; name: string }[];
    // The name is the survey's own (inside the .esx).
    const name = projects.find((project) => project.id === result.projectId)?.name ?? '';
    expect(name).not.toBe('');
    const text = await airlens(['projects', 'list']);
    expect(text.stdout).toContain(`${result.projectId}  ${name}`);

    const bom = await airlens(['bom', result.projectId, '--format', 'xlsx', '-o', 'bom.xlsx']);
    expect(bom.code, bom.stderr).toBe(0);
    expect((await readFile(join(work, 'bom.xlsx'))).subarray(0, 2).toString()).toBe('PK');

    const report = await airlens([
      'report',
      result.projectId,
      '--format',
      'pdf',
      '--language',
      'de',
      '-o',
      'out.pdf',
    ]);
    expect(report.code, report.stderr).toBe(0);
    expect(report.stdout).toContain('out.pdf');
    expect((await readFile(join(work, 'out.pdf'))).subarray(0, 5).toString()).toBe('%PDF-');

    const hidden = await airlens([
      'bom',
      '00000000-0000-4000-8000-000000000000',
      '--format',
      'csv',
      '-o',
      'x.csv',
    ]);
    expect(hidden.code).toBe(1);
    expect(hidden.stderr).toContain('404');
  });

  it('reports the missing scope of a token and a failed import', async () => {
    expect((await airlens(['login', '--token', await pat(['projects:read'])])).code).toBe(0);
    const esx = join(work, 'Other.esx');
    await writeFile(esx, smallEsx());
    const refused = await airlens(['upload', esx]);
    expect(refused.code).toBe(1);
    expect(refused.stderr).toContain('projects:write');
    const notEsx = await airlens(['upload', join(work, 'notes.txt')]);
    expect(notEsx.code).toBe(2);
  });

  it('signs in with the device flow, approved in the browser session, and signs out again', async () => {
    let approved = false;
    const login = airlens(['login', '--json'], {
      onStderr: (text) => {
        const code = /enter the code ([A-Z]{4}-[A-Z]{4})/.exec(text)?.[1];
        if (code === undefined || approved) {
          return;
        }
        approved = true;
        void w.t.app.inject({
          method: 'POST',
          url: '/oauth2api/v1/device',
          headers: authHeaders(owner.session),
          payload: { userCode: code, approve: true },
        });
      },
    });
    const done = await login;
    expect(done.code, done.stderr).toBe(0);
    expect(done.stderr).toContain(`${w.base}/oauth2-consent`);
    expect(JSON.parse(done.stdout)).toMatchObject({ email: owner.account.email, kind: 'oauth' });
    const stored = JSON.parse(await readFile(join(home, 'airlens', 'credentials.json'), 'utf8')) as {
      refreshToken: string | null;
    };
    expect(stored.refreshToken).toEqual(expect.any(String));

    const listed = await airlens(['projects', 'list', '--json']);
    expect(listed.code, listed.stderr).toBe(0);

    const logout = await airlens(['logout']);
    expect(logout.code).toBe(0);
    expect(logout.stdout).toContain('Signed out.');
    await expect(stat(join(home, 'airlens', 'credentials.json'))).rejects.toThrow();
    expect((await airlens(['projects', 'list'])).stderr).toContain('Not signed in');
  });
});
