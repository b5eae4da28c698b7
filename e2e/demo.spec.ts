import { writeFileSync } from 'node:fs';
import AxeBuilder from '@axe-core/playwright';
import sharp from 'sharp';
import { expect, test, type Locator, type Page, type TestInfo } from '@playwright/test';

interface DemoProject {
  id: string;
  name: string;
  geolocation: { latitude: number; longitude: number } | null;
}

/** The demo's first table page as the server answers it without a session (the table sends the same call). */
let firstPage: DemoProject[] = [];
let located = 0;

test.beforeAll(async ({ request }) => {
  test.setTimeout(240_000);
  // The demo organisation's projects are imported in the background at first start: wait for them.
  await expect
    .poll(
      async () => {
        const response = await request.get('/insightapi/v1/demo/projects?page=0&size=50');
        if (!response.ok()) {
          return 0;
        }
        const body = (await response.json()) as { content: { project: DemoProject }[] };
        located = body.content.filter((entry) => entry.project.geolocation !== null).length;
        return body.content.length;
      },
      { timeout: 200_000, intervals: [1000, 2000, 5000] },
    )
    .toBeGreaterThan(1);
  const first = await request.get('/insightapi/v1/demo/projects?page=0&size=5');
  firstPage = ((await first.json()) as { content: { project: DemoProject }[] }).content.map(
    (entry) => entry.project,
  );
});

async function shot(page: Page, testInfo: TestInfo, name: string): Promise<void> {
  await page.evaluate('window.scrollTo(0, 0)');
  const path = testInfo.outputPath(`${name}.png`);
  await page.screenshot({ path, fullPage: true });
  await testInfo.attach(name, { path, contentType: 'image/png' });
}

/** Share of an element's pixels within `tolerance` of one of the colours. */
async function shareOfColors(target: Locator, colors: readonly string[], tolerance: number): Promise<number> {
  const { data, info } = await sharp(await target.screenshot())
    .removeAlpha()
    .raw()
    .toBuffer({ resolveWithObject: true });
  const rgb = colors.map((color) => [1, 3, 5].map((at) => parseInt(color.slice(at, at + 2), 16)));
  let matching = 0;
  for (let i = 0; i < data.length; i += info.channels) {
    const [r = 0, g = 0, b = 0] = [data[i], data[i + 1], data[i + 2]];
    if (
      rgb.some(
        ([cr = 0, cg = 0, cb = 0]) =>
          Math.abs(r - cr) <= tolerance && Math.abs(g - cg) <= tolerance && Math.abs(b - cb) <= tolerance,
      )
    ) {
      matching += 1;
    }
  }
  return matching / (info.width * info.height);
}

async function expectNoSeriousAxeViolations(page: Page, testInfo: TestInfo, name: string): Promise<void> {
  const results = await new AxeBuilder({ page }).include('main').analyze();
  const serious = results.violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map(
      (violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`,
    );
  const path = testInfo.outputPath(`axe-${name}.json`);
  writeFileSync(path, JSON.stringify(serious, null, 2));
  await testInfo.attach(`axe-${name}.json`, { path, contentType: 'application/json' });
  expect(serious, `serious axe violations on ${name}`).toEqual([]);
}

test('/demo without a sign-in: demo projects in the table and on the map (by keyboard), a project, a floor heatmap, read-only', async ({
  page,
}, testInfo) => {
  test.setTimeout(180_000);
  // Every API call of the tour goes to the demo copies and succeeds: no 401, no call to a session route.
  const apiCalls: { url: string; status: number }[] = [];
  page.on('response', (response) => {
    const path = new URL(response.url()).pathname;
    if (/^\/(insightapi|projectapi|heatmapapi)\//.test(path)) {
      apiCalls.push({ url: path, status: response.status() });
    }
  });

  await page.goto('/demo');
  await expect(page.getByRole('heading', { level: 1, name: 'Airlens demo' })).toBeVisible();
  const table = page.getByRole('table', { name: 'Projects' });
  for (const project of firstPage) {
    await expect(table.getByRole('link', { name: project.name, exact: true })).toBeVisible();
  }
  await expect(page.getByRole('table', { name: 'Survey events' }).getByRole('row').nth(1)).toBeVisible();

  // The map: every located project is a keyboard stop named by project and score; Enter opens its preview.
  const map = page.getByTestId('project-map');
  await expect(map).toHaveAttribute('data-ready', 'true', { timeout: 30_000 });
  const markers = page.getByRole('group', { name: 'Project markers' }).getByRole('button');
  await expect(markers).toHaveCount(located);
  await page.getByRole('switch', { name: 'Filter list by map view' }).focus();
  let reached = '';
  for (let step = 0; step < 12 && reached === ''; step++) {
    await page.keyboard.press('Tab');
    reached = await page.evaluate(
      "document.activeElement?.getAttribute('data-marker-id') === null ? '' : (document.activeElement?.getAttribute('aria-label') ?? '')",
    );
  }
  expect(reached, 'a marker reached with Tab').toMatch(/, Primary Coverage: (\d+%|–)$/);
  await shot(page, testInfo, 'demo-01-dashboard');
  await page.keyboard.press('Enter');
  const projectName = reached.replace(/, Primary Coverage: .*$/, '');
  const card = page.getByRole('group', { name: `Selected project ${projectName}` });
  await expect(card).toBeVisible();
  await expect(card.getByRole('button', { name: 'Open project' })).toBeFocused();
  await page.keyboard.press('Escape');
  await expect(card).toBeHidden();
  await expect(page.getByRole('button', { name: reached })).toBeFocused();
  await expectNoSeriousAxeViolations(page, testInfo, 'demo-dashboard');
  await page.keyboard.press('Enter');
  await card.getByRole('button', { name: 'Open project' }).press('Enter');

  // One project, read-only: its KPIs and floors, no sharing.
  await expect(page).toHaveURL(/\/demo\?project=[0-9a-f-]{36}/);
  await expect(page.getByRole('heading', { level: 1, name: projectName })).toBeVisible();
  await expect(page.getByRole('list', { name: 'Project KPIs' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Share' })).toHaveCount(0);
  const floorLink = page.getByRole('table', { name: 'Floor KPIs' }).getByRole('link').first();
  await expect(floorLink).toBeVisible();
  await shot(page, testInfo, 'demo-02-project');

  // A floor: the heatmap comes from the demo copy of the heatmap API and is drawn (legend colours on the plan).
  await floorLink.click();
  await expect(page).toHaveURL(/\/demo\?project=[0-9a-f-]{36}&floor=\d+/);
  const stage = page.getByTestId('floor-stage');
  await expect(stage.getByRole('img', { name: 'Primary Coverage heatmap' })).toBeVisible({ timeout: 60_000 });
  await page.getByRole('slider', { name: 'Opacity' }).press('End');
  const colors: string[] = [];
  for (const swatch of await page
    .getByRole('region', { name: 'Heatmap legend' })
    .locator('[data-color]')
    .all()) {
    colors.push(((await swatch.getAttribute('data-color')) ?? '').slice(0, 7));
  }
  expect(colors.length).toBeGreaterThan(2);
  await page.waitForTimeout(300);
  expect(
    await shareOfColors(stage, colors, 6),
    'share of the plan painted in legend colours',
  ).toBeGreaterThan(0.1);
  await shot(page, testInfo, 'demo-03-floor-heatmap');

  const sessionCalls = apiCalls.filter(
    (call) => !call.url.includes('/demo/') && !/\/imageFiles\/[^/]+\/content$/.test(call.url),
  );
  expect(sessionCalls, 'calls outside the demo copies').toEqual([]);
  expect(
    apiCalls.filter((call) => call.status >= 400),
    'failed demo calls',
  ).toEqual([]);
  expect(apiCalls.some((call) => /\/heatmapapi\/v1\/demo\/projects\/.+\/heatmap$/.test(call.url))).toBe(true);
});

test('the demo refuses writes and other organisations’ projects', async ({ request }) => {
  const project = firstPage[0];
  if (project === undefined) {
    throw new Error('no demo project');
  }
  const rename = await request.patch(`/projectapi/v1/demo/projects/${project.id}`, {
    data: { name: 'Renamed by a visitor' },
  });
  expect(rename.status()).toBe(403);
  const unknown = await request.get('/insightapi/v1/demo/projects/00000000-0000-4000-8000-000000000000');
  expect(unknown.status()).toBe(404);
  const real = await request.get('/insightapi/v1/projects');
  expect(real.status()).toBe(401);
});
