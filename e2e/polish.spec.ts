import { expect, test } from '@playwright/test';
import { DEMO, signIn } from './support/accounts';
import { ensureAdminProjects } from './support/insights-projects';

// Issue #15 §8 and polish: the favicon, the sign-in card, the end of a session, row context menus.

test.beforeAll(async ({ request }) => {
  test.setTimeout(240_000);
  await ensureAdminProjects(request);
});

test('the favicon is served', async ({ request }) => {
  const ico = await request.get('/favicon.ico');
  expect(ico.status()).toBe(200);
  expect(ico.headers()['content-type']).toMatch(/^image\//);
  expect((await request.get('/favicon.svg')).status()).toBe(200);
});

test('the sign-in card: show password after the field, the SSO entry after the main button', async ({
  page,
}) => {
  await page.goto('/login');
  const form = page.getByRole('form', { name: 'Sign in' });
  const password = form.getByLabel(/^Password/);
  await password.fill('not-shown');
  await expect(password).toHaveAttribute('type', 'password');
  await form.getByRole('checkbox', { name: 'Show password' }).check();
  await expect(password).toHaveAttribute('type', 'text');
  await form.getByRole('button', { name: 'Sign in with SSO' }).click();
  await expect(form.getByText('Enter your work e-mail address first')).toBeVisible();
});

test('a project row opens its context menu from the keyboard; a lost session returns to root', async ({
  page,
  context,
}) => {
  await signIn(page, DEMO.admin);
  await expect(page).not.toHaveURL(/\/login/);
  await page.goto('/insights?view=list');
  const table = page.getByRole('table', { name: 'Projects' });
  const first = table.getByRole('link').first();
  await first.focus();
  await page.keyboard.press('Shift+F10');
  const menu = page.getByRole('menu', { name: 'Project actions' });
  await expect(menu.getByRole('menuitem')).toHaveText(['Open', 'Open in new tab', 'Copy link', 'Preview']);
  await page.keyboard.press('Escape');
  await expect(menu).toHaveCount(0);

  // The session ends on the server's side: the next call answers 401 and the app goes to root (sign-in), not
  // to /login?redirect=<this page>.
  await context.clearCookies();
  await table.getByRole('button', { name: 'Project', exact: true }).click();
  await expect(page).toHaveURL(/\/login$/);
});
