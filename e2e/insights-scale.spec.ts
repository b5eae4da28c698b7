import { writeFileSync } from 'node:fs';
import { gzipSync } from 'node:zlib';
import { expect, test } from '@playwright/test';
import { DEMO, markWhatsNewSeen, signIn } from './support/accounts';
import { shot } from './support/evidence';

// What the browser has to download: 10,000 projects without the map, and the sign-in page's JavaScript.

/** These journeys are about insights; the What's new dialog has its own spec. */
test.beforeEach(async ({ page }) => {
  await markWhatsNewSeen(page);
});

test('10,000 projects: list-only mode, no map download, first table page quickly', async ({
  page,
}, testInfo) => {
  const total = 10_000;
  /** A page of the faked organisation's 10,000 projects. */
  const fakePage = (size: number, pageIndex: number, band: string) => {
    const content = Array.from({ length: size }, (_, index) => {
      const n = pageIndex * size + index + 1;
      return {
        project: {
          id: `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`,
          rowId: n,
          name: `Site ${String(n).padStart(5, '0')}`,
          country: 'Germany',
          city: 'Berlin',
          geolocation: { latitude: 52.5, longitude: 13.4 },
          projectType: 'MEASURED',
          status: 'COMPLETED',
          lastSurveyDate: '2025-09-01',
          projectVersion: 1,
          frequencyBand: band,
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
    return { content, totalElements: total, totalPages: Math.ceil(total / size), page: pageIndex, size };
  };
  await page.route('**/insightapi/v1/projects?**', async (route) => {
    const url = new URL(route.request().url());
    await route.fulfill({
      json: fakePage(
        Number(url.searchParams.get('size') ?? 5),
        Number(url.searchParams.get('page') ?? 0),
        url.searchParams.get('frequencyBand') ?? 'FIVE',
      ),
    });
  });
  // A page load of the dashboard carries its first table page inlined by the server (issue #21): the faked
  // organisation's first page takes the place of the demo data's there too.
  await page.route('**/insights', async (route) => {
    const response = await route.fetch();
    const html = (await response.text()).replace(
      /(<script type="application\/json" id="dashboard-first-page"[^>]*>).*?(<\/script>)/s,
      (_match, open: string, close: string) =>
        `${open}${JSON.stringify(fakePage(5, 0, 'FIVE')).replace(/</g, '\\u003c')}${close}`,
    );
    expect(html).toContain('id="dashboard-first-page"');
    await route.fulfill({ response, body: html });
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
