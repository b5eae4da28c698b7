import { expect, test } from '@playwright/test';
import { DEMO, latestMail, markWhatsNewSeen, signIn } from './support/accounts';

test.beforeEach(async ({ page }) => {
  await markWhatsNewSeen(page);
});

test('signing in lands on the cloud landing page with the product tiles', async ({ page }) => {
  await signIn(page, DEMO.admin);
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('heading', { name: 'Welcome to Airlens' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Insights' })).toBeVisible();
  await expect(page).toHaveTitle('Airlens Cloud');
});

test('an expired licence sends the user to manage home', async ({ page }) => {
  await signIn(page, DEMO.expired);
  await expect(page).toHaveURL(/\/home\/manage\/my-page$/);
  await expect(page.getByRole('heading', { name: 'My page' })).toBeVisible();
  await expect(page.getByText('EXPIRED').first()).toBeVisible();
});

test('a user who has not consented to EULA v4 consents first, then continues', async ({ page }) => {
  await signIn(page, DEMO.newEula);
  await expect(page).toHaveURL(/\/eula-consent/);
  // What's new waits for the consent (issue #15): this release counts as unseen from here on.
  await page.evaluate("localStorage.removeItem('whatsNewMenuSeen')");
  const whatsNew = page.getByRole('dialog', { name: "What's new on Airlens" });
  const accept = page.getByRole('button', { name: 'Accept and continue' });
  await expect(accept).toBeDisabled();
  await expect(whatsNew).toHaveCount(0);
  await page.getByLabel('I accept the end-user licence agreement (v4)').check();
  await accept.click();
  await expect(page).not.toHaveURL(/\/eula-consent/);
  await expect(whatsNew).toBeVisible();
  await whatsNew.getByRole('button', { name: 'Got it' }).click();
  await expect(whatsNew).toBeHidden();
  // The consent is stored: a reload does not ask again.
  await page.reload();
  await expect(page).not.toHaveURL(/\/eula-consent/);
});

test('repeated failures lock the account with the spec text', async ({ page }) => {
  await page.goto('/login');
  const form = page.getByRole('form', { name: 'Sign in' });
  await form.getByLabel('E-mail').fill('lapsed@demo-networks.example');
  for (let attempt = 1; attempt <= 5; attempt += 1) {
    await form.getByLabel(/^Password/).fill(`wrong-password-${attempt}`);
    await form.getByRole('button', { name: 'Sign in', exact: true }).click();
    await expect(page.getByRole('alert')).toHaveText('Login failed');
  }
  await form.getByLabel(/^Password/).fill('demo-lapsed-2025');
  await form.getByRole('button', { name: 'Sign in', exact: true }).click();
  await expect(page.getByRole('alert')).toHaveText(
    'Invalid login attempt exceeded, please wait for 30 minutes and try again.',
  );
});

test('forgot password: the mailed link sets a new password that signs in', async ({ page, request }) => {
  const email = 'suspended@demo-networks.example';
  await page.goto('/forgot-password');
  const form = page.getByRole('form', { name: 'Reset password' });
  await form.getByLabel('E-mail').fill(email);
  await form.getByRole('button', { name: 'Send reset link' }).click();

  const mail = await latestMail(request, email, /Reset your Airlens password/);
  const link = /https?:\/\/\S+\/password\?userId=[^&\s]+&access_token=[^\s]+/.exec(mail.text)?.[0];
  expect(link).toBeDefined();
  const url = new URL(link ?? '');
  await page.goto(`${url.pathname}${url.search}`);
  const newPassword = 'A-brand-new-password-2025!';
  await page.getByRole('textbox', { name: 'New password', exact: true }).fill(newPassword);
  await page.getByLabel('Repeat the new password').fill(newPassword);
  await page.getByRole('button', { name: 'Set password' }).click();

  await signIn(page, { email, password: newPassword });
  // A suspended licence goes to manage home once signed in.
  await expect(page).toHaveURL(/\/home\/manage\/my-page$/);
});

test('one-time code sign-in through the mailed code', async ({ page, request }) => {
  await page.goto('/otp-login');
  await page.getByLabel('E-mail').fill(DEMO.engineer.email);
  await page.getByRole('button', { name: 'Send code' }).click();
  const mail = await latestMail(request, DEMO.engineer.email, /sign-in code/);
  const code = /\b(\d{6})\b/.exec(mail.text)?.[1] ?? '';
  expect(code).toMatch(/^\d{6}$/);
  await page.getByRole('textbox', { name: 'Code' }).fill(code);
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('heading', { name: 'Welcome to Airlens' })).toBeVisible();
});

test('a hostile redirect after sign-in is ignored', async ({ page }) => {
  await signIn(page, DEMO.admin, '/login?redirect=https%3A%2F%2Fevil.example%2Fsteal');
  await expect(page).toHaveURL(/^http:\/\/127\.0\.0\.1:\d+\/$/);
});

test('a safe in-app redirect after sign-in is followed', async ({ page }) => {
  await page.goto('/manage/manage-home');
  await expect(page).toHaveURL(/\/login\?redirect=/);
  const form = page.getByRole('form', { name: 'Sign in' });
  await form.getByLabel('E-mail').fill(DEMO.admin.email);
  await form.getByLabel(/^Password/).fill(DEMO.admin.password);
  await form.getByRole('button', { name: 'Sign in', exact: true }).click();
  await expect(page).toHaveURL(/\/manage\/manage-home$/);
});

test('a non-admin opening the licences page lands on manage home', async ({ page }) => {
  await signIn(page, DEMO.engineer);
  await expect(page).toHaveURL(/\/$/);
  await page.goto('/manage/licenses');
  await expect(page).toHaveURL(/\/manage\/manage-home$/);
});

test('a session the server no longer knows opens the sign-in page, also on the Insights dashboard', async ({
  page,
  context,
  baseURL,
}) => {
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  await signIn(page, DEMO.engineer);
  await expect(page).toHaveURL(/\/$/);
  // The session ended on the server (timed out, or signed out elsewhere) while the browser kept its cookies.
  await context.addCookies([{ name: 'airlens_session', value: 'ended-elsewhere', url: baseURL ?? '' }]);
  // The dashboard starts its first table page early; the cleared session aborts it (and /config.json) mid-way.
  await page.goto('/insights');
  await expect(page).toHaveURL(/\/login/);
  await expect(page.getByRole('form', { name: 'Sign in' })).toBeVisible();
  await expect(page.getByText('Airlens could not start')).toHaveCount(0);
  expect(errors).toEqual([]);
});

test('security preferences: a changed password signs in, and other browsers are signed out', async ({
  page,
  browser,
}) => {
  // An account no other spec signs in with: its password changes here.
  const account = { email: 'admin@harbour-wireless.example', password: 'demo-other-2025' };
  const elsewhere = await browser.newPage();
  await signIn(elsewhere, account);
  await expect(elsewhere).toHaveURL(/\/$/);

  await signIn(page, account);
  await page
    .getByRole('navigation', { name: 'Main' })
    .getByRole('link', { name: 'Manage', exact: true })
    .click();
  await page
    .getByRole('navigation', { name: 'Manage' })
    .getByRole('link', { name: 'Security preferences', exact: true })
    .click();
  await expect(page.getByRole('heading', { level: 1, name: 'Security preferences' })).toBeVisible();
  const form = page.getByRole('form', { name: 'Change your password' });
  const newPassword = 'Harbour-password-changed-2026';
  const change = async (current: string) => {
    await form.getByLabel('Current password').fill(current);
    await form.getByRole('textbox', { name: 'New password', exact: true }).fill(newPassword);
    await form.getByLabel('Repeat the new password').fill(newPassword);
    await form.getByRole('button', { name: 'Change password' }).click();
  };

  await change('not-the-password');
  await expect(form.getByText('The current password is not correct')).toBeVisible();
  await change(account.password);
  await expect(page.getByText('Your password has been changed.')).toBeVisible();

  // The other browser's session ended; this one goes on.
  await elsewhere.goto('/insights');
  await expect(elsewhere).toHaveURL(/\/login/);
  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: 'Security preferences' })).toBeVisible();
  await signIn(elsewhere, { email: account.email, password: newPassword });
  await expect(elsewhere).toHaveURL(/\/$/);
  await elsewhere.close();
});
