import { expect, test } from '@playwright/test';
import { DEMO, markWhatsNewSeen, signIn } from './support/accounts';
import { shot } from './support/evidence';
import { ensureAdminProjects } from './support/insights-projects';

// The dashboard on a narrow screen, and the public demo tour's dashboard.

/** The narrow-screen check needs projects in the table; uploads two when the database has none. */
test.beforeAll(async ({ request }) => {
  test.setTimeout(240_000);
  await ensureAdminProjects(request);
});

/** These journeys are about insights; the What's new dialog has its own spec. */
test.beforeEach(async ({ page }) => {
  await markWhatsNewSeen(page);
});

test('the dashboard is usable at 600 px', async ({ page }, testInfo) => {
  await page.setViewportSize({ width: 600, height: 900 });
  await signIn(page, DEMO.admin);
  await expect(page).not.toHaveURL(/\/login/);
  await page.goto('/insights?view=list');
  const table = page.getByRole('table', { name: 'Projects' });
  await expect(table.getByRole('link').first()).toBeVisible();
  // Nothing but the tables' own scroll areas may be wider than the screen.
  const overflow = Number(await page.evaluate('document.documentElement.scrollWidth - window.innerWidth'));
  expect(overflow).toBeLessThanOrEqual(0);
  await shot(page, testInfo, 'dashboard-600');
});

test('the public demo tour opens without a sign-in', async ({ page }, testInfo) => {
  await page.goto('/demo');
  await expect(page.getByRole('heading', { level: 1, name: 'Airlens demo' })).toBeVisible();
  await expect(page.getByRole('navigation', { name: 'Demo tour' })).toBeVisible();
  await expect(page.getByRole('table', { name: 'Projects' })).toBeVisible();
  await expect(page).toHaveURL(/\/demo$/);
  await shot(page, testInfo, 'demo');
});
