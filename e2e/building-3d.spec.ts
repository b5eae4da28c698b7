import { expect, test, type Locator, type Page } from '@playwright/test';
import sharp from 'sharp';
import { DEMO, signIn } from './support/accounts';
import { shot } from './support/evidence';
import { openFirstFloorTab } from './support/project-pages';

// The 3D view of a building (issue #19) in real Chromium with software WebGL (SwiftShader): the demo design's
// floors, walls, APs and heatmaps drawn, moved by keys, floors hidden, and a PNG saved.

const DESIGN_PROJECT = 'San Francisco SoMa Studio (design)';
const BACKGROUND = [0xf4, 0xf6, 0xf8];

// The suite's browser runs with --disable-gpu; this file needs WebGL, which SwiftShader gives without a GPU.
test.use({
  launchOptions: {
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: [
      '--headless',
      '--no-sandbox',
      '--use-angle=swiftshader',
      '--enable-unsafe-swiftshader',
      '--no-first-run',
    ],
  },
});

/** The canvas' pixels as raw RGB, and how many differ clearly from the empty scene's background. */
async function drawnPixels(canvas: Locator): Promise<{ raw: Buffer; drawn: number; total: number }> {
  const { data, info } = await sharp(await canvas.screenshot())
    .removeAlpha()
    .raw()
    .toBuffer({ resolveWithObject: true });
  let drawn = 0;
  for (let i = 0; i < data.length; i += info.channels) {
    const distance = [0, 1, 2].reduce(
      (sum, c) => sum + Math.abs((data[i + c] ?? 0) - (BACKGROUND[c] ?? 0)),
      0,
    );
    if (distance > 30) {
      drawn += 1;
    }
  }
  return { raw: data, drawn, total: info.width * info.height };
}

/** Share of pixels that changed between two frames of the same size. */
function changedShare(before: Buffer, after: Buffer): number {
  let changed = 0;
  for (let i = 0; i < before.length; i += 3) {
    if (
      Math.abs((before[i] ?? 0) - (after[i] ?? 0)) + Math.abs((before[i + 1] ?? 0) - (after[i + 1] ?? 0)) >
      30
    ) {
      changed += 1;
    }
  }
  return changed / (before.length / 3);
}

async function openDesignFloor(page: Page): Promise<void> {
  await page.getByRole('combobox', { name: 'Search projects' }).fill('San Francisco SoMa Studio');
  await page.getByRole('option', { name: /San Francisco SoMa Studio \(design\)/ }).click();
  await expect(page.getByRole('heading', { level: 1, name: DESIGN_PROJECT })).toBeVisible();
  await openFirstFloorTab(page);
  await expect(page).toHaveURL(/\/projects\/[\w-]+\/\d+/);
}

test('the 3D view draws the building in WebGL, follows the keys, hides floors and saves a PNG', async ({
  page,
}, testInfo) => {
  test.setTimeout(180_000);
  await page.setViewportSize({ width: 1440, height: 900 });
  await signIn(page, DEMO.engineer);
  await expect(page).toHaveURL(/\/$/);
  await openDesignFloor(page);

  await page.getByRole('button', { name: 'Building in 3D' }).click();
  await expect.poll(() => new URL(page.url()).searchParams.get('view')).toBe('3d');
  const model = page.getByRole('application', {
    name: /in 3D: 2 floors stacked at their heights with \d+ access points/,
  });
  await expect(model).toBeVisible({ timeout: 60_000 });
  const canvas = model.locator('canvas');
  await expect(canvas).toBeVisible();
  // Non-blank: floors, walls, APs and the heatmap cover a good part of the view once textures are in.
  await expect
    .poll(async () => (await drawnPixels(canvas)).drawn / (await drawnPixels(canvas)).total, {
      timeout: 60_000,
    })
    .toBeGreaterThan(0.05);
  await shot(page, testInfo, 'building-3d');

  const start = await drawnPixels(canvas);
  await model.focus();
  await page.keyboard.press('+');
  await page.keyboard.press('+');
  await page.keyboard.press('Shift+ArrowLeft');
  await expect
    .poll(async () => changedShare(start.raw, (await drawnPixels(canvas)).raw))
    .toBeGreaterThan(0.02);

  await page.keyboard.press('0');
  await expect.poll(async () => changedShare(start.raw, (await drawnPixels(canvas)).raw)).toBeLessThan(0.02);
  const floors = page.getByRole('group', { name: 'Floors shown' }).getByRole('checkbox');
  await expect(floors).toHaveCount(2);
  await floors.first().uncheck();
  await expect
    .poll(async () => changedShare(start.raw, (await drawnPixels(canvas)).raw))
    .toBeGreaterThan(0.02);

  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Save PNG' }).click();
  const file = await download;
  expect(file.suggestedFilename()).toMatch(/ 3D\.png$/);
  const png = await sharp(await file.path()).metadata();
  expect(png.format).toBe('png');
  expect(png.width).toBeGreaterThan(100);

  // The text alternative lists both floors.
  await page.getByText('Text description').click();
  await expect(page.getByText(/above the lowest floor/)).toHaveCount(2);
  // Back to the plan: the 2D floor stage returns and the URL forgets the 3D view.
  await page.getByRole('button', { name: 'Floor plan (2D)' }).click();
  await expect(page.getByTestId('floor-stage')).toBeVisible();
  expect(new URL(page.url()).searchParams.get('view')).toBeNull();
});
