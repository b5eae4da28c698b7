import {
  renderBinsToRgba,
  type HeatmapLegend,
  type HeatmapType,
  type PlanningHeatmapType,
  type RingRef,
} from '@airlens/heatmap';
import type { Heatmap } from '../api/load-heatmap';

/** Human names of the heatmap types (docs/product-spec.md §9 criteria names where they exist). */
export const HEATMAP_TYPE_NAMES: Readonly<Record<HeatmapType | PlanningHeatmapType, string>> = {
  'primary-coverage': 'Primary Coverage',
  'secondary-coverage': 'Secondary Coverage',
  snr: 'Signal to Noise Ratio',
  'channel-interference': 'Channel Interference',
  'network-health': 'Network Health',
  'data-rate': 'Data Rate',
  throughput: 'Throughput',
  requirement: 'Requirement',
  capacity: 'Capacity',
  'ap-count': 'Access Point Count',
  difference: 'Difference',
};

/** An SVG path of rings that index `vertices` (x,y pairs in floor-plan pixels); each ring is closed. */
export function ringsToPath(vertices: readonly number[], rings: readonly RingRef[]): string {
  const parts: string[] = [];
  for (const [first, count] of rings) {
    if (count < 2) {
      continue;
    }
    const points: string[] = [];
    for (let v = first; v < first + count; v++) {
      points.push(`${vertices[2 * v] ?? 0} ${vertices[2 * v + 1] ?? 0}`);
    }
    parts.push(`M${points.join('L')}Z`);
  }
  return parts.join('');
}

/** Whether a legend colour (#rrggbb or #rrggbbaa) is fully transparent. */
export function isTransparent(color: string): boolean {
  return color.length === 9 && color.slice(7).toLowerCase() === '00';
}

/** The fill of a legend bin: its entry's colour, the grey of greyed-out cells, or null for none. */
export function binColor(legend: HeatmapLegend, bin: number): string | null {
  const color =
    bin === legend.greyBin ? legend.greyColor : legend.entries.find((entry) => entry.bin === bin)?.color;
  return color === undefined || isTransparent(color) ? null : color;
}

/** Paints a detailed heatmap on a canvas of cols × rows pixels (one pixel per cell); false when there is no 2-D context. */
export function drawBins(canvas: HTMLCanvasElement, heatmap: Heatmap, legend: HeatmapLegend): boolean {
  const context = canvas.getContext('2d');
  const { cols, rows } = heatmap.grid;
  if (context === null || cols === 0 || rows === 0) {
    return false;
  }
  const image = context.createImageData(cols, rows);
  image.data.set(renderBinsToRgba(heatmap.bins, legend));
  context.putImageData(image, 0, 0);
  return true;
}
