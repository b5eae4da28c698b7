import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import AxeBuilder from '@axe-core/playwright';
import sharp from 'sharp';
import {
  expect,
  test,
  type APIRequestContext,
  type Locator,
  type Page,
  type TestInfo,
} from '@playwright/test';
import { DEMO, signIn } from './support/accounts';

/** A project the journey can rely on: its name and where it is. */
interface JourneyProject {
  name: string;
  city: string;
  country: string;
  latitude: number;
  longitude: number;
  seed: number;
}

/** Projects uploaded when the database holds none (before the demo projects seed exists). */
const FALLBACK_PROJECTS: readonly JourneyProject[] = [
  { name: 'Berlin Office', city: 'Berlin', country: 'Germany', latitude: 52.52, longitude: 13.405, seed: 7 },
  {
    name: 'Lisbon Warehouse',
    city: 'Lisbon',
    country: 'Portugal',
    latitude: 38.72,
    longitude: -9.14,
    seed: 11,
  },
];

/** Signs in over the API and returns the CSRF token of the session (cookies stay in the request context). */
async function apiSignIn(request: APIRequestContext, email: string, password: string): Promise<string> {
  const response = await request.post('/authapi/v1/authentications', {
    form: { username: email, password, grant_type: 'password', client_id: 'e2e', client_secret: 'e2e' },
  });
  expect(response.status()).toBe(200);
  const token = response.headers()['csrftoken'];
  if (token === undefined) {
    throw new Error('no CSRF token in response');
  }
  return token;
}

/** Writes a synthetic .esx with the repository's generator and returns its bytes. */
function generateEsx(project: JourneyProject): Buffer {
  const file = join(mkdtempSync(join(tmpdir(), 'airlens-e2e-esx-')), 'project.esx');
  execFileSync(
    process.execPath,
    [
      '--import',
      'tsx',
      'packages/esx/scripts/generate-esx.ts',
      '--floors',
      '2',
      '--aps',
      '10',
      '--surveys',
      '2',
      '--days',
      '6',
      '--seed',
      String(project.seed),
      '--name',
      project.name,
      file,
    ],
    { stdio: 'pipe' },
  );
  return readFileSync(file);
}

/** Uploads a project through the spec's initiate → PUT → commit → poll flow and waits until it is imported. */
async function uploadProject(
  request: APIRequestContext,
  token: string,
  project: JourneyProject,
): Promise<string> {
  const headers = { csrfToken: token };
  const initiate = await request.post('/esxfileapi/v1/projects/upload/initiate', {
    headers,
    data: {
      fileName: `${project.name}.esx`,
      fileExtension: 'esx',
      city: project.city,
      country: project.country,
      latitude: project.latitude,
      longitude: project.longitude,
    },
  });
  expect(initiate.status()).toBe(200);
  const { url, fileUploadId } = (await initiate.json()) as { url: string; fileUploadId: string };
  const put = await request.put(url, {
    headers: { ...headers, 'Content-Type': 'application/octet-stream' },
    data: generateEsx(project),
  });
  expect(put.status()).toBe(200);
  const commit = await request.post(`/esxfileapi/v1/projects/upload/commit?fileUploadId=${fileUploadId}`, {
    headers,
  });
  expect(commit.status()).toBe(202);
  let projectId = '';
  await expect
    .poll(
      async () => {
        const status = (await (
          await request.get(`/esxfileapi/v1/projects/upload/status?fileUploadId=${fileUploadId}`)
        ).json()) as { status: string; projectId: string | null; rollbackReason: string | null };
        if (status.status === 'FAILED' || status.status === 'ROLLED_BACK') {
          throw new Error(`upload of ${project.name} failed: ${status.rollbackReason ?? ''}`);
        }
        projectId = status.projectId ?? '';
        return status.status;
      },
      { timeout: 90_000, intervals: [500, 1000, 2000] },
    )
    .toBe('COMMITTED');
  return projectId;
}

/** How many pixels of an element's screenshot are near the given colours, and how many are strongly coloured. */
async function countColoredPixels(
  target: Locator,
  colors: readonly string[],
  tolerance = 10,
): Promise<{ total: number; matching: number; saturated: number }> {
  const { data, info } = await sharp(await target.screenshot())
    .removeAlpha()
    .raw()
    .toBuffer({ resolveWithObject: true });
  const rgb = colors.map((color) => [1, 3, 5].map((at) => parseInt(color.slice(at, at + 2), 16)));
  let matching = 0;
  let saturated = 0;
  for (let i = 0; i < data.length; i += info.channels) {
    const r = data[i] ?? 0;
    const g = data[i + 1] ?? 0;
    const b = data[i + 2] ?? 0;
    if (Math.max(r, g, b) - Math.min(r, g, b) > 60) {
      saturated += 1;
    }
    if (
      rgb.some(
        ([cr = 0, cg = 0, cb = 0]) =>
          Math.abs(r - cr) <= tolerance && Math.abs(g - cg) <= tolerance && Math.abs(b - cb) <= tolerance,
      )
    ) {
      matching += 1;
    }
  }
  return { total: info.width * info.height, matching, saturated };
}

/** Marker colours of the map (components/tone-badge TONE_COLORS): good, bad, no data. */
const MARKER_COLORS = ['#1e8e3e', '#d93025', '#80868b'];

interface ListedProject {
  id: string;
  name: string;
  geolocation: { latitude: number; longitude: number } | null;
}

let projects: ListedProject[] = [];

/** The admin's projects; uploads two located ones when the database has none (no demo projects seeded yet). */
test.beforeAll(async ({ request }) => {
  test.setTimeout(240_000);
  const token = await apiSignIn(request, DEMO.admin.email, DEMO.admin.password);
  const list = async () =>
    (
      (await (await request.get('/insightapi/v1/projects?size=50')).json()) as {
        content: { project: ListedProject }[];
      }
    ).content.map((entry) => entry.project);
  projects = await list();
  if (projects.length === 0) {
    for (const project of FALLBACK_PROJECTS) {
      await uploadProject(request, token, project);
    }
    projects = await list();
  }
  expect(projects.length).toBeGreaterThan(0);
});

/** These journeys are about insights; the What's new dialog has its own spec. */
test.beforeEach(async ({ page }) => {
  await page.addInitScript({ content: "localStorage.setItem('whatsNewMenuSeen', 'september-4-2025');" });
});

async function shot(page: Page, testInfo: TestInfo, name: string): Promise<void> {
  // A full-page capture of a scrolled page repeats the sticky app bar over the content.
  await page.evaluate('window.scrollTo(0, 0)');
  const path = testInfo.outputPath(`${name}.png`);
  await page.screenshot({ path, fullPage: true });
  await testInfo.attach(name, { path, contentType: 'image/png' });
}

async function expectNoSeriousAxeViolations(page: Page, testInfo: TestInfo, name: string): Promise<void> {
  // The screens under test: notifications and the upload launcher floating over them belong to other features
  // (their own specs check them), so the check covers the routed page.
  const results = await new AxeBuilder({ page }).include('#main-content').analyze();
  const path = testInfo.outputPath(`axe-${name}.json`);
  writeFileSync(
    path,
    JSON.stringify(
      results.violations.map((violation) => ({
        id: violation.id,
        impact: violation.impact,
        nodes: violation.nodes.map((node) => node.target.join(' ')),
      })),
      null,
      2,
    ),
  );
  await testInfo.attach(`axe-${name}.json`, { path, contentType: 'application/json' });
  const serious = results.violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map(
      (violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`,
    );
  expect(serious, `serious axe violations on ${name}`).toEqual([]);
}

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

test('10,000 projects: list-only mode, no map download, first table page quickly', async ({
  page,
}, testInfo) => {
  const total = 10_000;
  await page.route('**/insightapi/v1/projects?**', async (route) => {
    const url = new URL(route.request().url());
    const size = Number(url.searchParams.get('size') ?? 5);
    const pageIndex = Number(url.searchParams.get('page') ?? 0);
    const content = Array.from({ length: size }, (_, index) => {
      const n = pageIndex * size + index + 1;
      return {
        project: {
          id: `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`,
          name: `Site ${String(n).padStart(5, '0')}`,
          country: 'Germany',
          city: 'Berlin',
          geolocation: { latitude: 52.5, longitude: 13.4 },
          projectType: 'MEASURED',
          status: 'COMPLETED',
          lastSurveyDate: '2025-09-01',
          projectVersion: 1,
          rssi: (n * 7) % 100,
          rssi2: 70,
          snr: 90,
          channelInterference: 85,
          networkHealth: 60,
          average: 75,
          issues: 2,
        },
        projectUsers: [{ username: DEMO.admin.email, role: 'OWNER' }],
      };
    });
    await route.fulfill({
      json: { content, totalElements: total, totalPages: Math.ceil(total / size), page: pageIndex, size },
    });
  });
  const mapRequests: string[] = [];
  page.on('request', (request) => {
    if (/maplibre/.test(request.url())) {
      mapRequests.push(request.url());
    }
  });
  await signIn(page, DEMO.admin);
  await expect(page).not.toHaveURL(/\/login/);
  const started = Date.now();
  await page.goto('/insights');
  await expect(
    page.getByRole('table', { name: 'Projects' }).getByRole('link', { name: 'Site 00001' }),
  ).toBeVisible();
  const firstPageMs = Date.now() - started;
  testInfo.annotations.push({ type: 'first table page (ms)', description: String(firstPageMs) });
  writeFileSync(testInfo.outputPath('first-table-page.json'), JSON.stringify({ firstPageMs, total }));
  await expect(
    page.getByText('More than 200 projects: the dashboard opened in list-only mode.'),
  ).toBeVisible();
  await expect(page.getByText('10,000 projects')).toBeVisible();
  expect(mapRequests).toEqual([]);
  await page
    .getByRole('region', { name: 'Projects' })
    .getByRole('button', { name: 'Go to last page' })
    .click();
  await expect(page.getByRole('link', { name: 'Site 10000' })).toBeVisible();
  await shot(page, testInfo, 'ten-thousand-projects');
});

test('the sign-in page downloads under 250 kB of JavaScript (gzip)', async ({ page }, testInfo) => {
  const scripts = new Map<string, number>();
  page.on('response', async (response) => {
    if (response.request().resourceType() === 'script' && response.ok()) {
      scripts.set(response.url(), gzipSync(await response.body()).length);
    }
  });
  await page.goto('/login');
  await expect(page.getByRole('form', { name: 'Sign in' })).toBeVisible();
  await page.waitForLoadState('networkidle');
  const totalBytes = [...scripts.values()].reduce((sum, bytes) => sum + bytes, 0);
  const path = testInfo.outputPath('login-scripts.json');
  writeFileSync(path, JSON.stringify({ totalBytes, scripts: Object.fromEntries(scripts) }, null, 2));
  await testInfo.attach('login-scripts.json', { path, contentType: 'application/json' });
  expect(totalBytes).toBeLessThan(250_000);
  expect(
    [...scripts.keys()].some((url) => /maplibre|daily-health-chart|project-screens|insights-page/.test(url)),
  ).toBe(false);
});

test('the public demo tour opens without a sign-in', async ({ page }, testInfo) => {
  await page.goto('/demo');
  await expect(page.getByRole('heading', { level: 1, name: 'Airlens demo' })).toBeVisible();
  await expect(page.getByRole('navigation', { name: 'Demo tour' })).toBeVisible();
  await expect(page.getByRole('table', { name: 'Projects' })).toBeVisible();
  await expect(page).toHaveURL(/\/demo$/);
  await shot(page, testInfo, 'demo');
});
