import { expect, test, type Page } from '@playwright/test';
import { DEMO, signIn } from './support/accounts';
import { shot } from './support/evidence';
import { openFirstFloorTab } from './support/project-pages';

// The floor view a surveyor works in (issue #15): phone layout, requirement thresholds and area outlines.

const PROJECT = 'Helsinki Harbour Offices';

/** How far the page scrolls sideways (0 when it does not), and the outermost elements reaching past the screen. */
async function expectNoSidewaysScroll(page: Page): Promise<void> {
  const overflow = Number(await page.evaluate('document.documentElement.scrollWidth - window.innerWidth'));
  // The outermost elements past the right edge that no scrolling or clipping box holds in.
  const culprits = await page.evaluate(`(() => {
    const isClipped = (el) => {
      for (let node = el.parentElement; node && node !== document.body; node = node.parentElement) {
        if (getComputedStyle(node).overflowX !== 'visible') return true;
      }
      return false;
    };
    const past = (el) => el.getBoundingClientRect().right > window.innerWidth + 1 && !isClipped(el);
    return [...document.querySelectorAll('body *')]
      .filter((el) => past(el) && !(el.parentElement && past(el.parentElement)))
      .slice(0, 5)
      .map((el) => el.tagName + '.' + String(el.className).slice(0, 60) + ' ' + (el.textContent || '').slice(0, 40));
  })()`);
  expect(
    overflow,
    `sideways scroll; reaching past the screen: ${JSON.stringify(culprits)}`,
  ).toBeLessThanOrEqual(0);
}

/** Opens the project's dashboard from the Insights list. */
async function openProject(page: Page, name: string): Promise<void> {
  await page.goto('/insights?view=list');
  await page.getByRole('link', { name, exact: true }).first().click();
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
}

/** Signs the engineer in on a 390 px phone and opens the project's dashboard. */
async function openOnPhone(page: Page): Promise<void> {
  await page.setViewportSize({ width: 390, height: 844 });
  await signIn(page, DEMO.engineer);
  await expect(page).toHaveURL(/\/$/);
  await openProject(page, PROJECT);
}

/** Opens a project's dashboard with the app bar's project search (wide screens). */
async function searchProject(page: Page, name: string): Promise<void> {
  await page.getByRole('combobox', { name: 'Search projects' }).fill(name.split(' (')[0] ?? name);
  await page.getByRole('option', { name: new RegExp(name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')) }).click();
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
}

test('on a 390 px phone the version history fits its dialog, without sideways scrolling', async ({
  page,
}, testInfo) => {
  await openOnPhone(page);
  await page.getByRole('button', { name: 'History' }).click();
  const dialog = page.getByRole('dialog', { name: /^Version history/ });
  const versions = dialog.getByRole('table', { name: 'Versions' });
  await expect(versions.getByRole('row').nth(1)).toContainText('(current)');
  await expect(versions.getByRole('link', { name: /^Download version/ }).first()).toBeVisible();
  // Nothing in the dialog reaches past its own width: no box inside it scrolls sideways.
  // (A string: the e2e project has no DOM types. Visually hidden text, 1 px boxes clipping on purpose, is left out.)
  const sideways = await page.evaluate(`(() => {
    const root = document.querySelector('[role="dialog"]');
    return [root, ...root.querySelectorAll('*')]
      .filter((el) => el.clientWidth > 1 && el.scrollWidth > el.clientWidth + 1
        && getComputedStyle(el).overflowX !== 'visible')
      .map((el) => el.tagName + '.' + String(el.className).slice(0, 50) + ': ' + (el.scrollWidth - el.clientWidth) + ' px');
  })()`);
  expect(sideways).toEqual([]);
  await expectNoSidewaysScroll(page);
  await shot(page, testInfo, 'phone-version-history');
});

test('on a 390 px phone the project dashboard and a floor fit the screen; inspect opens as a bottom sheet', async ({
  page,
}, testInfo) => {
  await openOnPhone(page);
  await expect(page.getByRole('list', { name: 'Project KPIs' })).toBeVisible();
  await expect(page.getByRole('table', { name: 'Floor KPIs' })).toBeVisible();
  await expectNoSidewaysScroll(page);
  // The Floors table's page buttons stay on the screen (not hidden past the right edge of its pager).
  const lastPage = page.getByRole('button', { name: 'Go to last page' }).first();
  const lastPageBox = await lastPage.boundingBox();
  expect((lastPageBox?.x ?? Infinity) + (lastPageBox?.width ?? 0)).toBeLessThanOrEqual(390);
  await shot(page, testInfo, 'phone-project-dashboard');

  await openFirstFloorTab(page);
  await expect(page).toHaveURL(/\/projects\/[\w-]+\/\d+/);
  const stage = page.getByTestId('floor-stage');
  await expect(stage.getByRole('img', { name: /floor plan$/ })).toBeVisible();
  await expect(stage.getByRole('img', { name: 'Primary Coverage heatmap' })).toBeVisible({ timeout: 60_000 });
  await expectNoSidewaysScroll(page);
  const stageBox = await stage.boundingBox();
  expect(stageBox?.width ?? 0, 'the plan takes the phone’s width').toBeGreaterThanOrEqual(340);
  await shot(page, testInfo, 'phone-floor');

  await page.getByRole('button', { name: 'Inspect' }).click();
  await stage.scrollIntoViewIfNeeded();
  const box = await stage.boundingBox();
  if (box === null) {
    throw new Error('the floor plan has no box');
  }
  await page.mouse.click(box.x + box.width / 2, box.y + box.height / 2);
  const sheet = page.getByRole('region', { name: 'Inspect' });
  await expect(sheet.getByText(/^Point \d+\.\d m, \d+\.\d m$/)).toBeVisible();
  await expect(sheet.getByRole('table').first()).toBeVisible();
  // A bottom sheet: in view at once, along the bottom of the screen, the plan still visible above it.
  const sheetBox = await sheet.boundingBox();
  expect(sheetBox).not.toBeNull();
  expect((sheetBox?.y ?? 0) + (sheetBox?.height ?? 0)).toBeLessThanOrEqual(844 + 1);
  expect(sheetBox?.y ?? 0).toBeGreaterThan(844 / 3);
  expect(sheetBox?.width ?? 0).toBeLessThanOrEqual(390);
  // RSSI and SNR are on screen, not behind sideways scrolling.
  for (const column of ['RSSI', 'SNR']) {
    const header = await sheet.getByRole('columnheader', { name: column }).first().boundingBox();
    expect(header, `${column} column`).not.toBeNull();
    expect((header?.x ?? 0) + (header?.width ?? 0), `${column} column inside the screen`).toBeLessThanOrEqual(
      390,
    );
  }
  await expectNoSidewaysScroll(page);
  await shot(page, testInfo, 'phone-floor-inspect');
  await sheet.getByRole('button', { name: 'Close inspect' }).click();
  await expect(sheet).toBeHidden();
});

test('the floor view names the requirement the grey-out measures against and outlines the areas', async ({
  page,
}, testInfo) => {
  await page.setViewportSize({ width: 1440, height: 900 });
  await signIn(page, DEMO.engineer);
  await expect(page).toHaveURL(/\/$/);
  await openProject(page, PROJECT);
  await openFirstFloorTab(page);
  const stage = page.getByTestId('floor-stage');
  await expect(stage.getByRole('img', { name: 'Primary Coverage heatmap' })).toBeVisible({ timeout: 60_000 });

  // Areas: dashed outlines with their names over the plan, switched off and on again.
  const outlines = stage.getByRole('img', { name: /^Coverage areas: / });
  await expect(outlines).toBeVisible();
  await expect(outlines.locator('[data-area-name]')).toHaveCount(2);
  const areaNames: string[] = [];
  for (const area of await outlines.locator('[data-area-name]').all()) {
    areaNames.push((await area.getAttribute('data-area-name')) ?? '');
  }
  await page.getByRole('switch', { name: 'Areas', exact: true }).uncheck();
  await expect(outlines).toHaveCount(0);
  await page.getByRole('switch', { name: 'Areas', exact: true }).check();
  await expect(outlines).toBeVisible();

  // The legend says what failing means: the threshold on the floor and in each area with its own.
  const legend = page.getByRole('region', { name: 'Heatmap legend' });
  await expect(legend.getByText(/^Fails the requirement/)).toBeVisible();
  const thresholds = legend.getByRole('list', { name: 'Requirement' });
  await expect(thresholds.getByRole('listitem').first()).toHaveText(/^Rest of the floor: at least −\d+ dBm$/);
  const areaLines = await thresholds.getByRole('listitem').allTextContents();
  for (const line of areaLines.slice(1)) {
    const place = line.split(':')[0] ?? '';
    expect(areaNames).toContain(place);
  }
  await shot(page, testInfo, 'floor-requirements-and-areas');
});

test('a design project’s dashboard shows predicted KPIs, and a floor filters its heatmap by SSID', async ({
  page,
}, testInfo) => {
  test.setTimeout(120_000);
  await page.setViewportSize({ width: 1440, height: 900 });
  await signIn(page, DEMO.engineer);
  await expect(page).toHaveURL(/\/$/);
  await searchProject(page, 'San Francisco SoMa Studio (design)');
  await expect(page.getByRole('heading', { level: 2, name: 'Project KPIs (predicted)' })).toBeVisible();
  const predicted = page.getByRole('list', { name: 'Predicted project KPIs' });
  await expect(predicted.getByText(/^\d+(\.\d)?%$/).first()).toBeVisible({ timeout: 60_000 });
  await expect(page.getByText(/^Predicted from the planned access points at 5 GHz/)).toBeVisible();
  // Each floor's row holds that floor's predicted KPIs.
  const floors = page.getByRole('table', { name: 'Predicted floor KPIs' });
  await expect(floors.getByRole('row', { name: /^Ground Floor \d+(\.\d)?% (good|bad)/ })).toBeVisible();
  await shot(page, testInfo, 'design-predicted-kpis');

  await openProject(page, PROJECT);
  await openFirstFloorTab(page);
  const stage = page.getByTestId('floor-stage');
  await expect(stage.getByRole('img', { name: 'Primary Coverage heatmap' })).toBeVisible({ timeout: 60_000 });
  const markers = stage.locator('[data-ap-name]');
  // The AP markers come with the project's batch, which may land after the heatmap: count them once drawn.
  await expect.poll(() => markers.count(), { timeout: 30_000 }).toBeGreaterThan(0);
  const allMarkers = await markers.count();
  await page.getByRole('combobox', { name: 'SSID' }).click();
  const ssid = page.getByRole('option').nth(1);
  const ssidName = (await ssid.textContent()) ?? '';
  await ssid.click();
  await expect.poll(() => new URL(page.url()).searchParams.get('ssid')).toBe(ssidName);
  const escaped = ssidName.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  await expect(page.getByText(new RegExp(` · SSID ${escaped} · \\d+ of ${allMarkers} APs$`))).toBeVisible();
  expect(await markers.count()).toBeLessThanOrEqual(allMarkers);
  await shot(page, testInfo, 'floor-filtered-by-ssid');
  await page.getByRole('button', { name: 'Show all radios' }).click();
  await expect(markers).toHaveCount(allMarkers);
});

test('the floor plan zooms by wheel and keys and pans by keys; the band is chosen on the floor view', async ({
  page,
}, testInfo) => {
  await page.setViewportSize({ width: 1440, height: 900 });
  await signIn(page, DEMO.engineer);
  await expect(page).toHaveURL(/\/$/);
  await openProject(page, PROJECT);
  await openFirstFloorTab(page);
  const stage = page.getByTestId('floor-stage');
  await expect(stage.getByRole('img', { name: 'Primary Coverage heatmap' })).toBeVisible({ timeout: 60_000 });
  const zoom = async () => Number(await stage.getAttribute('data-zoom'));
  expect(await zoom()).toBe(1);

  // The wheel zooms in around the pointer.
  await stage.scrollIntoViewIfNeeded();
  const box = await stage.boundingBox();
  if (box === null) {
    throw new Error('the floor plan has no box');
  }
  await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
  await page.mouse.wheel(0, -600);
  await expect.poll(zoom).toBeGreaterThan(1);

  // Keys on the focused plan: 0 resets, + zooms in, arrows pan, − zooms out.
  const layer = page.getByTestId('floor-plan-layer');
  await stage.focus();
  await page.keyboard.press('0');
  await expect.poll(zoom).toBe(1);
  await page.keyboard.press('+');
  await page.keyboard.press('+');
  await expect.poll(zoom).toBeGreaterThan(1);
  const zoomedIn = await zoom();
  const before = await layer.getAttribute('style');
  await page.keyboard.press('ArrowRight');
  await page.keyboard.press('ArrowDown');
  await expect.poll(() => layer.getAttribute('style')).not.toBe(before);
  await page.keyboard.press('-');
  await expect.poll(zoom).toBeLessThan(zoomedIn);
  await shot(page, testInfo, 'floor-zoomed-and-panned');

  // The band is chosen here, on the floor page: the heatmap is asked for again and the heading says which.
  const heading = page.getByText(/ · 5 GHz$/).first();
  await expect(heading).toBeVisible();
  const twoGhzHeatmap = page.waitForRequest(
    (request) =>
      request.url().includes('/heatmap') &&
      request.method() === 'POST' &&
      (request.postDataJSON() as { radioBand?: string } | null)?.radioBand === '2.4',
  );
  await page.getByRole('group', { name: 'Frequency band' }).getByRole('button', { name: '2.4 GHz' }).click();
  await twoGhzHeatmap;
  await expect(page).toHaveURL(/band=TWO/);
  await expect(page.getByText(/ · 2\.4 GHz$/).first()).toBeVisible();
  await expect(
    page.getByRole('group', { name: 'Frequency band' }).getByRole('button', { name: '2.4 GHz' }),
  ).toHaveAttribute('aria-pressed', 'true');
});
