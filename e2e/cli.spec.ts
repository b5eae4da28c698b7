// The airlens CLI end to end (issue #20): `airlens login` runs the device flow while the code is approved in
// Chromium on the consent page; a personal access token made on My page signs the CLI in too and stops
// working once revoked there.
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect, test } from '@playwright/test';
import { DEMO, signIn } from './support/accounts';

const BIN = join(import.meta.dirname, '../packages/cli/bin/airlens.mjs');

interface Run {
  code: number | null;
  stdout: string;
  stderr: string;
}

/** Runs the CLI against the test server with its own config dir; `onStderr` sees its prompts as they come. */
function airlens(
  server: string,
  home: string,
  args: string[],
  onStderr?: (text: string) => void,
): Promise<Run> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [BIN, '--server', server, ...args], {
      env: { ...process.env, XDG_CONFIG_HOME: home, AIRLENS_URL: '' },
    });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (chunk: Buffer) => (stdout += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => {
      stderr += chunk.toString();
      onStderr?.(stderr);
    });
    child.on('error', reject);
    child.on('close', (code) => resolve({ code, stdout, stderr }));
  });
}

let home: string;

test.beforeEach(() => {
  home = mkdtempSync(join(tmpdir(), 'airlens-cli-e2e-'));
});

test.afterEach(() => {
  rmSync(home, { recursive: true, force: true });
});

test('airlens login: the device code is approved in the browser, then the CLI lists projects', async ({
  page,
  baseURL,
}) => {
  const server = baseURL ?? '';
  let prompt: (url: string) => void = () => undefined;
  const verificationUrl = new Promise<string>((resolve) => (prompt = resolve));
  const login = airlens(server, home, ['login', '--json'], (text) => {
    const url = /\(or open (\S+)\)/.exec(text)?.[1];
    if (url !== undefined) {
      prompt(url);
    }
  });

  await signIn(page, DEMO.engineer);
  await expect(page).not.toHaveURL(/\/login/);
  const complete = new URL(await verificationUrl);
  await page.goto(complete.pathname + complete.search);
  await expect(page.getByRole('textbox', { name: 'Code' })).toHaveValue(
    complete.searchParams.get('user_code') ?? '',
  );
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(
    page.getByRole('heading', { name: 'Airlens CLI wants to access your Airlens account' }),
  ).toBeVisible();
  await page.getByRole('button', { name: 'Approve' }).click();
  await expect(page.getByRole('heading', { name: 'Device authorized' })).toBeVisible();

  const done = await login;
  expect(done.code, done.stderr).toBe(0);
  expect(JSON.parse(done.stdout)).toMatchObject({ email: DEMO.engineer.email, kind: 'oauth' });
  const listed = await airlens(server, home, ['projects', 'list', '--json']);
  expect(listed.code, listed.stderr).toBe(0);
  expect(Array.isArray(JSON.parse(listed.stdout))).toBe(true);
  const logout = await airlens(server, home, ['logout']);
  expect(logout.stdout).toContain('Signed out.');
});

test('a personal access token made on My page signs the CLI in until it is revoked there', async ({
  page,
  baseURL,
}) => {
  const server = baseURL ?? '';
  await signIn(page, DEMO.engineer);
  await expect(page).not.toHaveURL(/\/login/);
  await page.goto('/home/manage/my-page');
  const form = page.getByRole('form', { name: 'Create a personal access token' });
  await form.getByRole('textbox', { name: /Token name/ }).fill('CI pipeline');
  await form.getByRole('checkbox', { name: /insights:read/ }).check();
  await form.getByRole('button', { name: 'Create token' }).click();
  const secret = await page.getByRole('textbox', { name: 'Token', exact: true }).inputValue();
  expect(secret).toMatch(/^alp_/);
  await expect(page.getByRole('table', { name: 'Personal access tokens' })).toContainText('CI pipeline');

  const login = await airlens(server, home, ['login', '--token', secret]);
  expect(login.code, login.stderr).toBe(0);
  expect((await airlens(server, home, ['projects', 'list'])).code).toBe(0);

  await page.getByRole('button', { name: 'Done' }).click();
  await page.getByRole('button', { name: 'Revoke CI pipeline' }).click();
  await page.getByRole('dialog', { name: 'Revoke token?' }).getByRole('button', { name: 'Revoke' }).click();
  await expect(page.getByText('You have no personal access tokens.')).toBeVisible();
  const refused = await airlens(server, home, ['projects', 'list']);
  expect(refused.code).toBe(1);
  expect(refused.stderr).toContain('invalid, expired or revoked');
});
