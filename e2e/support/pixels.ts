import sharp from 'sharp';
import type { Locator } from '@playwright/test';

/** Marker colours of the map (components/tone-badge TONE_COLORS): good, bad, no data. */
export const MARKER_COLORS = ['#1e8e3e', '#d93025', '#80868b'];

/** How many pixels of an element's screenshot are near the given colours, and how many are strongly coloured. */
export async function countColoredPixels(
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
