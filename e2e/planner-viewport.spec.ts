import { expect, test, type Locator, type Page } from '@playwright/test';
import { DEMO, signIn } from './support/accounts';
import { shot } from './support/evidence';

// The planner's plan view (issue #19): zoom in with the buttons, the wheel and the keys, drag an AP at 2× and
// find it moved by the plan distance under the pointer (half the units per pixel of the fitted view), pan with
// the middle button, and fit again.

async function markerPosition(marker: Locator): Promise<{ x: number; y: number }> {
  const circle = marker.locator('circle').nth(1);
  return { x: Number(await circle.getAttribute('cx')), y: Number(await circle.getAttribute('cy')) };
}

async function centreOf(locator: Locator): Promise<{ x: number; y: number }> {
  const box = await locator.boundingBox();
  if (box === null) {
    throw new Error('no box');
  }
  return { x: box.x + box.width / 2, y: box.y + box.height / 2 };
}

/** Within `tolerance` (screen positions are whole pixels, plan positions follow them). */
function expectNear(actual: number, expected: number, tolerance: number): void {
  expect(Math.abs(actual - expected), `${actual} ≈ ${expected}`).toBeLessThanOrEqual(tolerance);
}

/** The stage scrolled to the middle of the window (below the sticky app bar), where the mouse reaches all of it. */
async function stageInWindow(stage: Locator) {
  await stage.evaluate((element: { scrollIntoView: (options: { block: 'center' }) => void }) =>
    element.scrollIntoView({ block: 'center' }),
  );
  return stage.boundingBox();
}

async function openEditor(page: Page): Promise<Locator> {
  await page.setViewportSize({ width: 1440, height: 1000 });
  await signIn(page, DEMO.admin);
  await page.locator('[data-tile="planner"]').getByRole('link').click();
  await expect(page).toHaveURL(/\/projects\/[^/]+\/\d+\?mode=edit/, { timeout: 60_000 });
  const plan = page.getByTestId('editor-plan');
  await expect(plan).toBeVisible({ timeout: 60_000 });
  return plan;
}

test('zoom and pan the planner view: AP drags and plan coordinates stay right at 2×', async ({
  page,
}, testInfo) => {
  test.setTimeout(180_000);
  const plan = await openEditor(page);
  const stage = page.getByTestId('editor-stage');
  const level = page.getByTestId('zoom-level');
  await expect(level).toHaveText('100 %');
  const widthUnits = Number(((await plan.getAttribute('viewBox')) ?? '').split(' ')[2]);
  const fitted = await stageInWindow(stage);
  if (fitted === null || !(widthUnits > 0)) {
    throw new Error('no stage');
  }
  const unitsPerPixelAtFit = widthUnits / fitted.width;
  const marker = plan.locator('[data-ap-id]').first();
  const markerWidthAtFit = (await marker.locator('circle').nth(1).boundingBox())?.width ?? 0;

  await page.getByRole('button', { name: 'Zoom in' }).click();
  await page.getByRole('button', { name: 'Zoom in' }).click();
  await expect(level).toHaveText('200 %');
  // The markers scale with the plan.
  const markerBox = await marker.locator('circle').nth(1).boundingBox();
  expectNear(markerBox?.width ?? 0, markerWidthAtFit * 2, 1.5);
  await shot(page, testInfo, 'planner-zoomed-2x');
  // The picture scrolled the page to the top: the stage back where it was measured.
  expect(await stageInWindow(stage)).toEqual(fitted);

  // Drag the first AP that is in view 60 px to the right: at 2× that is 30 px of the fitted view.
  const inView = plan.locator('[data-ap-id]');
  let grabbed: Locator | null = null;
  for (let index = 0; index < (await inView.count()); index++) {
    const candidate = inView.nth(index);
    const at = await centreOf(candidate.locator('circle').nth(1));
    if (at.x > fitted.x + 20 && at.x < fitted.x + fitted.width - 80 && at.y > fitted.y + 20) {
      if (at.y < fitted.y + fitted.height - 20) {
        grabbed = candidate;
        break;
      }
    }
  }
  if (grabbed === null) {
    throw new Error('no AP in view at 2×');
  }
  const start = await markerPosition(grabbed);
  const from = await centreOf(grabbed.locator('circle').nth(1));
  await page.mouse.move(from.x, from.y);
  await page.mouse.down();
  for (let step = 1; step <= 6; step++) {
    await page.mouse.move(from.x + step * 10, from.y);
  }
  await page.mouse.up();
  const moved = await markerPosition(grabbed);
  expectNear(moved.x - start.x, (60 * unitsPerPixelAtFit) / 2, unitsPerPixelAtFit);
  expect(moved.y).toBeCloseTo(start.y, 3);
  await page.getByRole('button', { name: 'Undo' }).click();
  await expect.poll(() => markerPosition(grabbed)).toEqual(start);

  // A middle-button drag pans: the AP moves on screen with the pointer, not in the plan.
  const before = await centreOf(grabbed.locator('circle').nth(1));
  await page.mouse.move(fitted.x + fitted.width / 2, fitted.y + fitted.height / 2);
  await page.mouse.down({ button: 'middle' });
  await page.mouse.move(fitted.x + fitted.width / 2 - 40, fitted.y + fitted.height / 2 - 20, { steps: 4 });
  await page.mouse.up({ button: 'middle' });
  const after = await centreOf(grabbed.locator('circle').nth(1));
  expectNear(after.x - before.x, -40, 1.5);
  expectNear(after.y - before.y, -20, 1.5);
  expect(await markerPosition(grabbed)).toEqual(start);

  // The wheel zooms in around the pointer; the keys fit again.
  await page.mouse.move(fitted.x + fitted.width / 3, fitted.y + fitted.height / 3);
  await page.mouse.wheel(0, -400);
  await expect.poll(async () => Number.parseInt((await level.textContent()) ?? '0', 10)).toBeGreaterThan(200);
  await stage.focus();
  await page.keyboard.press('0');
  await expect(level).toHaveText('100 %');
  const refitted = await centreOf(grabbed.locator('circle').nth(1));
  // At fit the AP is where its plan coordinate says.
  expectNear(refitted.x, fitted.x + start.x / unitsPerPixelAtFit, 1.5);
});
