import { expect, test, type Locator } from '@playwright/test';
import { DEMO, markWhatsNewSeen, signIn } from './support/accounts';
import { shot } from './support/evidence';
import { ensureAdminProjects } from './support/insights-projects';

// The dashboard on a narrow screen, its network inventory by vendor and model, and the public demo tour's dashboard.

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

test('the network inventory switches to one row per vendor and model by keyboard, with the same device total', async ({
  page,
}) => {
  await signIn(page, DEMO.admin);
  await expect(page).not.toHaveURL(/\/login/);
  await page.goto('/insights?view=list');
  const inventory = page.getByRole('region', { name: 'Network inventory' });
  const totalIn = async (table: Locator): Promise<number> => {
    const row = table.getByRole('row').filter({ hasText: 'Total devices' });
    await expect(row).toBeVisible();
    return Number((await row.getByRole('cell').last().innerText()).trim());
  };
  const lines = inventory.getByRole('table', { name: 'Device counts' });
  const total = await totalIn(lines);
  expect(total).toBeGreaterThan(0);

  const byModel = inventory.getByRole('button', { name: 'Vendor and model' });
  await byModel.focus();
  await page.keyboard.press('Enter');
  await expect(byModel).toHaveAttribute('aria-pressed', 'true');
  await expect(byModel).toBeFocused();
  await expect(page).toHaveURL(/[?&]inventoryBy=model(&|$)/);
  const models = inventory.getByRole('table', { name: 'Device counts by vendor and model' });
  await expect(models.getByRole('columnheader', { name: '5 GHz radios' })).toBeVisible();
  expect(await totalIn(models)).toBe(total);
  // Every vendor and model together count the devices the ungrouped inventory totals.
  const grouped = (await (
    await page.request.get('/insightapi/v1/deviceCounts?groupBy=model&size=1000')
  ).json()) as {
    content: { deviceCount: number }[];
  };
  expect(grouped.content.reduce((sum, row) => sum + row.deviceCount, 0)).toBe(total);

  // The grouping is in the address: a reload keeps it.
  await page.reload();
  await expect(models.getByRole('row').nth(1)).toBeVisible();
  await expect(byModel).toHaveAttribute('aria-pressed', 'true');
});

test('the public demo tour opens without a sign-in', async ({ page }, testInfo) => {
  await page.goto('/demo');
  await expect(page.getByRole('heading', { level: 1, name: 'Airlens demo' })).toBeVisible();
  await expect(page.getByRole('navigation', { name: 'Demo tour' })).toBeVisible();
  await expect(page.getByRole('table', { name: 'Projects' })).toBeVisible();
  await expect(page).toHaveURL(/\/demo$/);
  await shot(page, testInfo, 'demo');
});
