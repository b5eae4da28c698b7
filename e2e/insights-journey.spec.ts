import { expect, test } from '@playwright/test';
import { DEMO, markWhatsNewSeen, signIn } from './support/accounts';
import { expectNoSeriousAxeViolations, shot } from './support/evidence';
import { ensureAdminProjects, type ListedProject } from './support/insights-projects';
import { countColoredPixels, MARKER_COLORS } from './support/pixels';

// The main insights journey: from the dashboard into a project, one of its floors, and back.

let projects: ListedProject[] = [];

/** The admin's projects; uploads two located ones when the database has none (no demo projects seeded yet). */
test.beforeAll(async ({ request }) => {
  test.setTimeout(240_000);
  projects = await ensureAdminProjects(request);
});

/** These journeys are about insights; the What's new dialog has its own spec. */
test.beforeEach(async ({ page }) => {
  await markWhatsNewSeen(page);
});

test('sign in → dashboard → search → band and criterion → project → floor heatmap → inspect → back', async ({
  page,
}, testInfo) => {
  test.setTimeout(180_000);
  const located = projects.filter((project) => project.geolocation !== null);
  const target = located[0] ?? projects[0];
  if (target === undefined) {
    throw new Error('no project to open');
  }

  await signIn(page, DEMO.admin);
  await expect(page).not.toHaveURL(/\/login/);
  await page.goto('/insights');
  await expect(page.getByRole('heading', { level: 1, name: 'Insights' })).toBeVisible();
  await expect(page).toHaveTitle('Airlens Insights');

  // The demo projects in the table and on the map (markers drawn: marker-coloured pixels on the map canvas).
  const table = page.getByRole('table', { name: 'Projects' });
  await expect(table.getByRole('link', { name: target.name, exact: true })).toBeVisible();
  await expect(
    page.getByRole('group', { name: 'Layout' }).getByRole('button', { name: 'Map and list' }),
  ).toHaveAttribute('aria-pressed', 'true');
  const map = page.getByTestId('project-map');
  await expect(map).toHaveAttribute('data-ready', 'true', { timeout: 30_000 });
  await expect(
    page.getByText(`${located.length} ${located.length === 1 ? 'project' : 'projects'} on the map`),
  ).toBeVisible();
  await page.waitForTimeout(500);
  const markers = await countColoredPixels(map, MARKER_COLORS, 12);
  expect(markers.matching, 'marker pixels on the map').toBeGreaterThan(20 * Math.max(1, located.length));
  await shot(page, testInfo, '01-dashboard');
  await expectNoSeriousAxeViolations(page, testInfo, 'dashboard');

  // Search (debounced) narrows the table to the project.
  await page.getByRole('searchbox', { name: 'Search projects' }).fill(target.name);
  await expect(table.getByRole('row')).toHaveCount(2);
  await expect(table.getByRole('link', { name: target.name, exact: true })).toBeVisible();
  await shot(page, testInfo, '02-search');

  // Band and criterion.
  const bands = page.getByRole('group', { name: 'Frequency band' });
  await expect(bands.getByRole('button', { name: '5 GHz' })).toHaveAttribute('aria-pressed', 'true');
  const twoGhz = page.waitForResponse(
    (response) =>
      response.url().includes('frequencyBand=TWO') && response.url().includes('/insightapi/v1/projects'),
  );
  await bands.getByRole('button', { name: '2.4 GHz' }).click();
  await twoGhz;
  await expect(bands.getByRole('button', { name: '2.4 GHz' })).toHaveAttribute('aria-pressed', 'true');
  await page.getByRole('combobox', { name: 'Criterion' }).click();
  await page.getByRole('option', { name: 'Signal to Noise Ratio' }).click();
  await expect(table.getByRole('columnheader', { name: /Signal to Noise Ratio/ }).first()).toBeVisible();
  await expect(page).toHaveURL(/band=TWO/);
  await expect(page).toHaveURL(/criterion=snr/);
  await shot(page, testInfo, '03-band-and-criterion');

  // Open the project: KPI panels, floor KPIs and the daily health chart.
  await table.getByRole('link', { name: target.name, exact: true }).click();
  await expect(page).toHaveURL(new RegExp(`/projects/${target.id}\\?band=TWO`));
  await expect(page.getByRole('heading', { level: 1, name: target.name })).toBeVisible();
  await expect(page.getByRole('list', { name: 'Project KPIs' }).getByRole('listitem')).toHaveCount(6);
  const floors = page.getByRole('table', { name: 'Floor KPIs' });
  const floorLink = floors.getByRole('link').first();
  await expect(floorLink).toBeVisible();
  await expect(page.locator('figure .recharts-surface')).toBeVisible();
  await shot(page, testInfo, '04-project');
  await expectNoSeriousAxeViolations(page, testInfo, 'project');

  // Open a floor: the heatmap is drawn over the plan (legend-coloured pixels, not just the element).
  await page.getByRole('group', { name: 'Frequency band' }).getByRole('button', { name: '5 GHz' }).click();
  await floorLink.click();
  await expect(page).toHaveURL(new RegExp(`/projects/${target.id}/\\d+`));
  const stage = page.getByTestId('floor-stage');
  await expect(stage.getByRole('img', { name: /floor plan$/ })).toBeVisible();
  await expect(stage.getByRole('img', { name: 'Primary Coverage heatmap' })).toBeVisible({ timeout: 60_000 });
  await page.getByRole('slider', { name: 'Opacity' }).press('End');
  const legendColors: string[] = [];
  for (const swatch of await page
    .getByRole('region', { name: 'Heatmap legend' })
    .locator('[data-color]')
    .all()) {
    legendColors.push((await swatch.getAttribute('data-color')) ?? '');
  }
  expect(legendColors.length).toBeGreaterThan(2);
  await page.waitForTimeout(300);
  const heat = await countColoredPixels(
    stage,
    legendColors.map((color) => color.slice(0, 7)),
    6,
  );
  expect(heat.matching / heat.total, 'share of the plan painted in legend colours').toBeGreaterThan(0.1);
  await expect(page.locator('[data-testid="ap-markers"] text').first()).toBeVisible();
  await shot(page, testInfo, '05-floor-heatmap');

  // Inspect a point.
  await page.getByRole('button', { name: 'Inspect' }).click();
  await stage.scrollIntoViewIfNeeded();
  const box = await stage.boundingBox();
  if (box === null) {
    throw new Error('the floor plan has no box');
  }
  await page.mouse.click(box.x + box.width / 2, box.y + box.height / 2);
  const inspect = page.getByRole('region', { name: 'Inspect' });
  await expect(inspect.getByText(/^Point \d+\.\d m, \d+\.\d m$/)).toBeVisible();
  await expect(
    inspect.getByRole('table').first().or(inspect.getByText('No survey samples near this point.')),
  ).toBeVisible();
  await expect(page.getByTestId('inspect-marker')).toBeVisible();
  await shot(page, testInfo, '06-inspect');

  // Back to the project, then to the dashboard.
  await page.goBack();
  await expect(page.getByRole('heading', { level: 1, name: target.name })).toBeVisible();
  await expect(page.getByRole('list', { name: 'Project KPIs' })).toBeVisible();
  await page.goBack();
  await expect(page.getByRole('heading', { level: 1, name: 'Insights' })).toBeVisible();
  await shot(page, testInfo, '07-back');
});
