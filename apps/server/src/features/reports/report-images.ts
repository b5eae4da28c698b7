import { renderBinsToRgba, type HeatmapLegend, type HeatmapResult } from '@airlens/heatmap';
import type { PngImage } from '@airlens/report';
import { encodeRgbPng, type PngScratch } from './png-encode';
import type { PlacedAp } from './report-sources.repo';

/** Heatmap and plan images are at most this wide (150 dpi over a page's text width stays below it). */
export const MAX_IMAGE_WIDTH_PX = 1600;
const MAX_IMAGE_HEIGHT_PX = 2000;
// Decoding refuses images larger than this many pixels (a hostile PNG or SVG cannot balloon memory).
const MAX_INPUT_PIXELS = 80_000_000;
const HEAT_OPACITY = 0.62;
const FONT = 'DejaVu Sans, Arial, Helvetica, sans-serif';

/**
 * sharp (libvips), imported by the first report image rather than at start-up: with its native library it holds
 * about 30 MB a server that never writes a report should not carry.
 */
async function loadSharp() {
  const { default: sharp } = await import('sharp');
  // libvips' operation cache (up to 50 MB by default) keeps results for repeated operations; every report
  // image is drawn once, so it would only hold memory.
  sharp.cache(false);
  return sharp;
}

/** Escapes text for an SVG text node or attribute. */
function xml(text: string): string {
  return text.replace(/[<>&"']/g, (char) => `&#${char.charCodeAt(0)};`);
}

/** One floor plan scaled for the report, shared by the plan image and every heatmap image of the floor. */
export interface FloorCanvas {
  widthPx: number;
  heightPx: number;
  /** Floor-plan units to image pixels. */
  pxPerUnit: number;
  /** The plan as raw RGB pixels (white where there is no image). */
  base: Buffer;
  /** The AP markers and names, drawn once for every image of the floor: the pixels they cover and their RGBA. */
  markers: SparseLayer;
  /**
   * The raster every image of the floor is drawn in, one after the other (each is encoded before the next is
   * drawn). Why not a fresh copy per image: two 6 MB buffers per heatmap (a copy of the plan, and the plan joined
   * to its legend strip), 36 images a report, left the allocator's heap fragmented and the process about 35 MB
   * larger.
   */
  raster: { buffer: Buffer };
  /** The filtered rows of the floor's PNGs, likewise reused. */
  pngRows: PngScratch;
}

/** The non-transparent pixels of an overlay: pixel indices and their RGBA, for cheap repeated blending. */
interface SparseLayer {
  pixels: Int32Array;
  rgba: Uint8Array;
}

function sparseLayer(rgba: Buffer): SparseLayer {
  const indices: number[] = [];
  for (let p = 0; p * 4 < rgba.length; p++) {
    if ((rgba[p * 4 + 3] ?? 0) > 0) {
      indices.push(p);
    }
  }
  const colors = new Uint8Array(indices.length * 4);
  indices.forEach((p, k) => colors.set(rgba.subarray(p * 4, p * 4 + 4), k * 4));
  return { pixels: Int32Array.from(indices), rgba: colors };
}

/** Lays a sparse overlay on RGB pixels, in place. */
function blendSparse(rgb: Buffer, layer: SparseLayer): void {
  for (let k = 0; k < layer.pixels.length; k++) {
    const o = (layer.pixels[k] ?? 0) * 3;
    const alpha = layer.rgba[k * 4 + 3] ?? 0;
    const keep = 255 - alpha;
    for (let c = 0; c < 3; c++) {
      rgb[o + c] = ((layer.rgba[k * 4 + c] ?? 0) * alpha + (rgb[o + c] ?? 0) * keep + 127) / 255;
    }
  }
}

/** An SVG drawn as raw RGBA pixels. */
async function svgPixels(svg: Buffer): Promise<Buffer> {
  const sharp = await loadSharp();
  return sharp(svg).ensureAlpha().raw().toBuffer();
}

function markersSvg(
  canvas: { widthPx: number; heightPx: number; pxPerUnit: number },
  aps: readonly PlacedAp[],
): Buffer {
  const radius = Math.max(4, Math.round(canvas.widthPx / 180));
  const fontPx = Math.max(9, Math.round(canvas.widthPx / 90));
  const marks = aps
    .map((ap) => {
      const x = ap.x * canvas.pxPerUnit;
      const y = ap.y * canvas.pxPerUnit;
      const fill = ap.isMine ? '#0068FF' : '#FF8500';
      return (
        `<circle cx="${x.toFixed(1)}" cy="${y.toFixed(1)}" r="${radius}" fill="${fill}" stroke="#FFFFFF" stroke-width="2"/>` +
        `<text x="${(x + radius + 3).toFixed(1)}" y="${(y + fontPx / 3).toFixed(1)}" font-family="${FONT}" font-size="${fontPx}" ` +
        `fill="#111111" stroke="#FFFFFF" stroke-width="3" paint-order="stroke">${xml(ap.name)}</text>`
      );
    })
    .join('');
  return Buffer.from(
    `<svg xmlns="http://www.w3.org/2000/svg" width="${canvas.widthPx}" height="${canvas.heightPx}">${marks}</svg>`,
  );
}

/**
 * Scales a floor plan image to at most `maxWidthPx` (and 1,600 px) wide, keeping the plan's proportions; a
 * white canvas when the image is missing or unreadable. The AP markers are prepared once for every image.
 */
export async function prepareFloorCanvas(input: {
  image: Uint8Array | null;
  planWidth: number;
  planHeight: number;
  accessPoints: readonly PlacedAp[];
  maxWidthPx: number;
}): Promise<FloorCanvas> {
  const planWidth = Math.max(1, input.planWidth);
  const planHeight = Math.max(1, input.planHeight);
  let widthPx = Math.min(MAX_IMAGE_WIDTH_PX, Math.round(input.maxWidthPx));
  let heightPx = Math.round((widthPx * planHeight) / planWidth);
  if (heightPx > MAX_IMAGE_HEIGHT_PX) {
    widthPx = Math.max(1, Math.round((widthPx * MAX_IMAGE_HEIGHT_PX) / heightPx));
    heightPx = MAX_IMAGE_HEIGHT_PX;
  }
  heightPx = Math.max(1, heightPx);
  let base: Buffer | null = null;
  const sharp = await loadSharp();
  if (input.image !== null) {
    try {
      base = await sharp(input.image, { limitInputPixels: MAX_INPUT_PIXELS, failOn: 'error' })
        .flatten({ background: '#FFFFFF' })
        .resize(widthPx, heightPx, { fit: 'fill' })
        .removeAlpha()
        .raw()
        .toBuffer();
    } catch {
      // An image the decoder cannot read still gets a plan: the markers on white.
      base = null;
    }
  }
  const canvas = { widthPx, heightPx, pxPerUnit: widthPx / planWidth };
  return {
    ...canvas,
    base: base ?? Buffer.alloc(widthPx * heightPx * 3, 255),
    markers: sparseLayer(await svgPixels(markersSvg(canvas, input.accessPoints))),
    raster: { buffer: Buffer.alloc(0) },
    pngRows: { rows: Buffer.alloc(0) },
  };
}

/** The floor's raster holding a fresh copy of the plan: valid until the next image of the floor is drawn. */
function planRaster(canvas: FloorCanvas): Buffer {
  if (canvas.raster.buffer.length !== canvas.base.length) {
    canvas.raster.buffer = Buffer.allocUnsafe(canvas.base.length);
  }
  canvas.base.copy(canvas.raster.buffer);
  return canvas.raster.buffer;
}

/** The floor plan with every placed AP and its name, as an opaque PNG. */
export async function renderFloorPlan(canvas: FloorCanvas): Promise<PngImage> {
  const rgb = planRaster(canvas);
  blendSparse(rgb, canvas.markers);
  return encodeRgbPng([rgb], canvas.widthPx, canvas.pngRows);
}

/**
 * Paints the engine's cells over the plan, in place: each image pixel takes the colour of the cell its centre
 * lies in (cells are what was computed; flat areas also keep the PNGs small), blended at the legend's alpha.
 */
function paintCells(
  rgb: Buffer,
  canvas: FloorCanvas,
  result: Pick<HeatmapResult, 'bins' | 'grid'>,
  legend: HeatmapLegend,
): void {
  const { cols, rows, unitsPerCell } = result.grid;
  const lut = renderBinsToRgba(
    Uint8Array.from({ length: 256 }, (_, bin) => bin),
    legend,
    HEAT_OPACITY,
  );
  const cellPx = unitsPerCell * canvas.pxPerUnit;
  const colOf = Int32Array.from({ length: canvas.widthPx }, (_, x) =>
    Math.min(cols - 1, Math.floor((x + 0.5) / cellPx)),
  );
  for (let y = 0; y < canvas.heightPx; y++) {
    const rowStart = Math.min(rows - 1, Math.floor((y + 0.5) / cellPx)) * cols;
    const lineStart = y * canvas.widthPx;
    for (let x = 0; x < canvas.widthPx; x++) {
      const at = (result.bins[rowStart + (colOf[x] ?? 0)] ?? 255) * 4;
      const alpha = lut[at + 3] ?? 0;
      if (alpha === 0) {
        continue;
      }
      const o = (lineStart + x) * 3;
      const keep = 255 - alpha;
      rgb[o] = ((lut[at] ?? 0) * alpha + (rgb[o] ?? 0) * keep + 127) / 255;
      rgb[o + 1] = ((lut[at + 1] ?? 0) * alpha + (rgb[o + 1] ?? 0) * keep + 127) / 255;
      rgb[o + 2] = ((lut[at + 2] ?? 0) * alpha + (rgb[o + 2] ?? 0) * keep + 127) / 255;
    }
  }
}

/** The texts of a heatmap image's legend strip, in the report's language. */
export interface LegendText {
  title: string;
  /** One label per legend bin, by bin (transparent bins are left out of the strip). */
  labels: ReadonlyMap<number, string>;
  /** The scale bar: its length in the report's unit and that length in metres. */
  scale: { label: string; meters: number };
  metersPerPx: number;
}

function legendSvg(
  widthPx: number,
  legend: HeatmapLegend,
  text: LegendText,
): { svg: Buffer; heightPx: number } {
  const unit = Math.max(1, widthPx / 1000);
  const font = Math.round(14 * unit);
  const swatch = Math.round(14 * unit);
  const rowHeight = Math.round(22 * unit);
  const columns = 4;
  const entries = legend.entries.filter((entry) => !/^#[0-9a-f]{6}00$/i.test(entry.color));
  const columnWidth = widthPx / columns;
  const top = Math.round(34 * unit);
  const heightPx = top + Math.ceil(entries.length / columns) * rowHeight + Math.round(10 * unit);
  const items = entries
    .map((entry, index) => {
      const x = (index % columns) * columnWidth + 8 * unit;
      const y = top + Math.floor(index / columns) * rowHeight;
      return (
        `<rect x="${x.toFixed(1)}" y="${y}" width="${swatch}" height="${swatch}" fill="${entry.color.slice(0, 7)}" stroke="#666666" stroke-width="1"/>` +
        `<text x="${(x + swatch + 6 * unit).toFixed(1)}" y="${y + swatch - 2 * unit}" font-family="${FONT}" font-size="${font}" fill="#222222">${xml(text.labels.get(entry.bin) ?? entry.label)}</text>`
      );
    })
    .join('');
  const barPx = text.scale.meters / text.metersPerPx;
  const barRight = widthPx - 10 * unit;
  const barLeft = barRight - barPx;
  const barY = Math.round(14 * unit);
  const scaleBar =
    `<rect x="${barLeft.toFixed(1)}" y="${barY}" width="${barPx.toFixed(1)}" height="${Math.round(6 * unit)}" fill="#222222"/>` +
    `<text x="${(barLeft - 8 * unit).toFixed(1)}" y="${barY + Math.round(7 * unit)}" text-anchor="end" font-family="${FONT}" font-size="${font}" fill="#222222">${xml(text.scale.label)}</text>`;
  const title = `<text x="${8 * unit}" y="${Math.round(20 * unit)}" font-family="${FONT}" font-size="${font}" font-weight="bold" fill="#222222">${xml(text.title)}</text>`;
  return {
    svg: Buffer.from(
      `<svg xmlns="http://www.w3.org/2000/svg" width="${widthPx}" height="${heightPx}"><rect width="100%" height="100%" fill="#FFFFFF"/>${title}${scaleBar}${items}</svg>`,
    ),
    heightPx,
  };
}

/**
 * A heatmap over the floor plan: the engine's bins coloured by its legend, laid over the plan in the
 * floor-plan pixel grid, the AP markers on top, and a strip below with the legend and a scale bar; opaque PNG.
 */
export async function renderHeatmapImage(
  canvas: FloorCanvas,
  result: Pick<HeatmapResult, 'bins' | 'grid'>,
  legend: HeatmapLegend,
  text: LegendText,
): Promise<PngImage> {
  const strip = legendSvg(canvas.widthPx, legend, text);
  const sharp = await loadSharp();
  const rgb = planRaster(canvas);
  paintCells(rgb, canvas, result, legend);
  blendSparse(rgb, canvas.markers);
  const stripRgb = await sharp(strip.svg).flatten({ background: '#FFFFFF' }).removeAlpha().raw().toBuffer();
  return encodeRgbPng([rgb, stripRgb], canvas.widthPx, canvas.pngRows);
}

/** A scale bar about a fifth of the image wide, in round units of the report's system. */
export function chooseScaleBar(
  widthPx: number,
  metersPerPx: number,
  unit: 'm' | 'ft',
): { value: number; meters: number } {
  const metersPerUnit = unit === 'm' ? 1 : 0.3048;
  const target = (widthPx * metersPerPx) / 5 / metersPerUnit;
  const steps = [1, 2, 5, 10, 20, 25, 50, 100, 200, 250, 500, 1000, 2000, 5000];
  const value = steps.reduce((best, step) => (step <= target ? step : best), steps[0] ?? 1);
  return { value, meters: value * metersPerUnit };
}

/**
 * The daily health chart: one bar per survey day (0–100 %), the 80 % pass line, day labels; opaque PNG
 * drawn with sharp from an SVG.
 */
export async function renderDailyHealthChart(
  days: readonly { date: string; value: number }[],
  labels: { title: string; day: (iso: string) => string; score: (value: number) => string },
): Promise<PngImage> {
  const width = 1000;
  const height = 420;
  const left = 70;
  const right = 20;
  const top = 40;
  const bottom = 70;
  const plotWidth = width - left - right;
  const plotHeight = height - top - bottom;
  const y = (value: number) => top + plotHeight * (1 - value / 100);
  const slot = plotWidth / Math.max(1, days.length);
  const barWidth = Math.max(2, Math.min(60, slot * 0.7));
  const grid = [0, 20, 40, 60, 80, 100]
    .map(
      (value) =>
        `<line x1="${left}" x2="${width - right}" y1="${y(value)}" y2="${y(value)}" stroke="${value === 80 ? '#c62828' : '#dddddd'}" stroke-width="${value === 80 ? 2 : 1}"/>` +
        `<text x="${left - 8}" y="${y(value) + 5}" text-anchor="end" font-family="${FONT}" font-size="13" fill="#333333">${xml(labels.score(value))}</text>`,
    )
    .join('');
  const labelEvery = Math.max(1, Math.ceil(days.length / 10));
  const bars = days
    .map((day, index) => {
      const x = left + slot * index + (slot - barWidth) / 2;
      const fill = day.value > 80 ? '#2e7d32' : '#e53935';
      const label =
        index % labelEvery === 0
          ? `<text x="${(x + barWidth / 2).toFixed(1)}" y="${height - bottom + 20}" text-anchor="middle" font-family="${FONT}" font-size="12" fill="#333333">${xml(labels.day(day.date))}</text>`
          : '';
      return `<rect x="${x.toFixed(1)}" y="${y(day.value).toFixed(1)}" width="${barWidth.toFixed(1)}" height="${(top + plotHeight - y(day.value)).toFixed(1)}" fill="${fill}"/>${label}`;
    })
    .join('');
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}"><rect width="100%" height="100%" fill="#FFFFFF"/><text x="${left}" y="24" font-family="${FONT}" font-size="16" font-weight="bold" fill="#222222">${xml(labels.title)}</text>${grid}${bars}</svg>`;
  const sharp = await loadSharp();
  const rgb = await sharp(Buffer.from(svg)).flatten({ background: '#FFFFFF' }).removeAlpha().raw().toBuffer();
  return encodeRgbPng([rgb], width, { rows: Buffer.alloc(0) });
}

/** A logo from a template, fitted to 600 × 300 px on white; null when the bytes are no readable image. */
export async function prepareLogo(base64: string | null): Promise<PngImage | null> {
  if (base64 === null) {
    return null;
  }
  try {
    const sharp = await loadSharp();
    const { data, info } = await sharp(Buffer.from(base64, 'base64'), {
      limitInputPixels: MAX_INPUT_PIXELS,
      failOn: 'error',
    })
      .flatten({ background: '#FFFFFF' })
      .resize({ width: 600, height: 300, fit: 'inside', withoutEnlargement: true })
      .removeAlpha()
      .png()
      .toBuffer({ resolveWithObject: true });
    return { png: new Uint8Array(data), widthPx: info.width, heightPx: info.height };
  } catch {
    return null;
  }
}
