import { expect, test, type Locator, type Page } from '@playwright/test';
import { DEMO, signIn } from './support/accounts';
import { shot } from './support/evidence';

// Controls a phone must reach (a sweep at 390 px found each of these cut off or squeezed): every one lies on the
// screen once scrolled to, and text keeps a readable width.

const PHONE = { width: 390, height: 844 };
const PROJECT = 'Helsinki Harbour Offices';

test.beforeEach(async ({ page }) => {
  await page.setViewportSize(PHONE);
  await signIn(page, DEMO.admin);
  await expect(page).toHaveURL(/\/$/);
});

/** Scrolls `target` into view (its own frame first) and says whether it then lies wholly on the screen. */
async function expectOnScreen(target: Locator, what: string): Promise<void> {
  await target.scrollIntoViewIfNeeded();
  const box = await target.boundingBox();
  expect(box, `${what} has a box`).not.toBeNull();
  expect(box?.x ?? -1, `${what} starts on the screen`).toBeGreaterThanOrEqual(0);
  expect((box?.x ?? 0) + (box?.width ?? 0), `${what} ends on the screen`).toBeLessThanOrEqual(PHONE.width);
}

async function openProject(page: Page): Promise<void> {
  await page.goto('/insights?view=list');
  await page.getByRole('link', { name: PROJECT, exact: true }).first().click();
  await expect(page.getByRole('heading', { level: 1, name: PROJECT })).toBeVisible();
}

test('report templates: the actions column is reachable by scrolling the table', async ({ page }) => {
  await page.goto('/manage/report-templates');
  const table = page.getByRole('table', { name: 'Report templates' });
  await expect(table.getByRole('row').nth(1)).toBeVisible();
  await expectOnScreen(table.getByRole('button', { name: /^Duplicate/ }).first(), 'Duplicate');
});

test('the share dialog shows whole e-mail addresses', async ({ page }, testInfo) => {
  await openProject(page);
  await page.getByRole('button', { name: 'Share' }).click();
  const users = page.getByRole('list', { name: 'Project users' });
  await expect(users.getByRole('listitem').first()).toBeVisible();
  const addresses = users.locator('.MuiListItemText-primary');
  for (const address of await addresses.all()) {
    // Not cut off: the text fits its box (it wraps where it must).
    const cut = await address.evaluate(
      (element: { scrollWidth: number; clientWidth: number }) => element.scrollWidth - element.clientWidth,
    );
    expect(cut, await address.innerText()).toBeLessThanOrEqual(0);
    expect((await address.boundingBox())?.width ?? 0).toBeGreaterThan(150);
  }
  await shot(page, testInfo, 'phone-share-dialog');
});

test('the report dialog puts its summary under the page, at a readable width', async ({ page }) => {
  await openProject(page);
  await page.getByRole('button', { name: 'Export' }).click();
  await page.getByRole('menuitem', { name: 'Report…' }).click();
  const figure = page.getByRole('figure', { name: 'Preview of the first page' });
  const summary = figure.getByText(/^PDF · A4/);
  await expect(summary).toBeVisible({ timeout: 60_000 });
  expect((await summary.boundingBox())?.width ?? 0).toBeGreaterThanOrEqual(200);
});

test('the planner toolbar wraps its tools onto the screen', async ({ page }) => {
  await page.goto('/planner');
  await expect(page.getByTestId('editor-plan')).toBeVisible({ timeout: 60_000 });
  const tools = page.getByRole('group', { name: 'Tool' }).getByRole('button');
  expect(await tools.count()).toBeGreaterThan(5);
  for (const tool of await tools.all()) {
    await expectOnScreen(tool, await tool.innerText());
  }
});

test('the opened project search lies over the bell and its badge', async ({ page }) => {
  await page.getByRole('button', { name: 'Search projects' }).click();
  await expect(page.getByRole('combobox', { name: 'Search projects' })).toBeFocused();
  // The layer the search opens in must stack above the bell's unread badge (both sit in the app bar). Compared by
  // z-index, as other specs may have read every notification, leaving no badge on the screen to look at.
  const order = await page.evaluate(`(() => {
    let layer = document.activeElement;
    while (layer && getComputedStyle(layer).position !== 'absolute') layer = layer.parentElement;
    const badge = document.querySelector('header .MuiBadge-badge');
    return { layer: Number(getComputedStyle(layer).zIndex), badge: Number(getComputedStyle(badge).zIndex) };
  })()`);
  expect((order as { layer: number }).layer).toBeGreaterThan((order as { badge: number }).badge);
});

test('a manage page opens with its tab in view', async ({ page }) => {
  await page.goto('/manage/organization-settings');
  const current = page.getByRole('navigation', { name: 'Manage' }).locator('[aria-current="page"]');
  await expect(current).toHaveText('Organization settings');
  const box = await current.boundingBox();
  expect((box?.x ?? -1) >= 0 && (box?.x ?? 0) + (box?.width ?? 0) <= PHONE.width).toBe(true);
});
