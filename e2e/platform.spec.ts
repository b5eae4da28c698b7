import { expect, test } from '@playwright/test';

test('a deep link loads the app shell and the sign-in screen', async ({ page }) => {
  const response = await page.goto('/projects/abc/12');
  expect(response?.status()).toBe(200);
  // Signed out: the login gate sends the visitor to the sign-in screen.
  await expect(page).toHaveURL(/\/login/);
  await expect(page.getByRole('button', { name: 'Sign in', exact: true })).toBeVisible();
  await expect(page).toHaveTitle('Airlens Cloud');
});

test('the server answers API misses with JSON, not the app', async ({ request }) => {
  const response = await request.get('/xyzapi/v1/anything');
  expect(response.status()).toBe(404);
  expect(await response.json()).toEqual({ message: 'Route GET /xyzapi/v1/anything not found' });
});

test('health, readiness and page configuration are served', async ({ request }) => {
  expect((await request.get('/healthz')).status()).toBe(200);
  expect((await request.get('/readyz')).status()).toBe(200);
  const config = (await (await request.get('/config.json')).json()) as {
    featureFlags: Record<string, boolean>;
  };
  expect(config.featureFlags.dashboard).toBe(true);
});
