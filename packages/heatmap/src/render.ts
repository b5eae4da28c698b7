import type { HeatmapLegend } from './types';

/** Parses `#rrggbb` or `#rrggbbaa` into [r, g, b, a]; anything else is transparent. */
export function parseColor(color: string): [number, number, number, number] {
  const match = /^#([0-9a-f]{6})([0-9a-f]{2})?$/i.exec(color);
  if (match === null) {
    return [0, 0, 0, 0];
  }
  const rgb = parseInt(match[1] ?? '000000', 16);
  return [
    (rgb >>> 16) & 255,
    (rgb >>> 8) & 255,
    rgb & 255,
    match[2] === undefined ? 255 : parseInt(match[2], 16),
  ];
}

/**
 * Colours a `bins` raster with a legend, giving RGBA bytes in the same row-major order (ready for ImageData,
 * one pixel per cell): legend bins take their entry's colour, 254 the grey-out colour, 255 and unknown bins stay
 * transparent. `opacity` (0–1) scales every alpha.
 */
export function renderBinsToRgba(
  bins: Uint8Array,
  legend: Pick<HeatmapLegend, 'entries' | 'greyBin' | 'greyColor'>,
  opacity = 1,
  out: Uint8ClampedArray<ArrayBuffer> = new Uint8ClampedArray(bins.length * 4),
): Uint8ClampedArray<ArrayBuffer> {
  const lut = new Uint8ClampedArray(256 * 4);
  const put = (bin: number, color: string): void => {
    const [r, g, b, a] = parseColor(color);
    lut.set([r, g, b, Math.round(a * opacity)], bin * 4);
  };
  for (const entry of legend.entries) {
    put(entry.bin, entry.color);
  }
  put(legend.greyBin, legend.greyColor);
  for (let c = 0; c < bins.length; c++) {
    const at = (bins[c] ?? 255) * 4;
    const o = c * 4;
    out[o] = lut[at] ?? 0;
    out[o + 1] = lut[at + 1] ?? 0;
    out[o + 2] = lut[at + 2] ?? 0;
    out[o + 3] = lut[at + 3] ?? 0;
  }
  return out;
}
