import { defaultLegend, renderBinsToRgba } from '@airlens/heatmap';
import { render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { emptyHeatmap, type Heatmap } from '../api/load-heatmap';
import { fixtureAnswer } from '../test/heatmap-fixtures';
import { decodeBins, type HeatmapRequest } from '@airlens/heatmap';
import { HeatmapLayer } from './heatmap-layer';
import { ringsToPath } from './heatmap-drawing';

// The fixture floor is 20 m × 10 m at 0.05 m per pixel: 400 × 200 floor-plan pixels.
const WIDTH = 400;
const HEIGHT = 200;

function heatmapFor(request: HeatmapRequest): Heatmap {
  const { bins, ...rest } = fixtureAnswer(request);
  return { ...rest, bins: decodeBins({ bins }), source: 'measured', etag: null };
}

afterEach(() => {
  vi.restoreAllMocks();
});

describe('HeatmapLayer', () => {
  it('draws a smooth heatmap as SVG paths coloured by the legend, with the requirement outline', () => {
    const heatmap = heatmapFor({ type: 'primary-coverage', mode: 'smooth' });
    const { container } = render(
      <HeatmapLayer heatmap={heatmap} widthPx={WIDTH} heightPx={HEIGHT} opacity={0.5} />,
    );
    const svg = screen.getByRole('img', { name: 'Primary Coverage heatmap' });
    expect(svg.getAttribute('viewBox')).toBe('0 0 400 200');
    const legend = heatmap.legend;
    const painted = heatmap.areas.filter(
      (area) => !legend?.entries.find((entry) => entry.bin === area.bin)?.color.endsWith('00'),
    );
    const paths = container.querySelectorAll('path[data-bin]');
    expect(paths).toHaveLength(painted.length);
    expect(painted.length).toBeGreaterThan(0);
    const first = painted[0];
    expect(paths[0]?.getAttribute('fill')).toBe(
      legend?.entries.find((entry) => entry.bin === first?.bin)?.color,
    );
    expect(paths[0]?.getAttribute('d')).toBe(ringsToPath(heatmap.vertices, first?.rings ?? []));
    expect(paths[0]?.getAttribute('fill-rule')).toBe('evenodd');
    expect(container.querySelectorAll('path[data-contour="requirement"]')).toHaveLength(
      heatmap.contours.length,
    );
    expect((svg.parentElement as HTMLElement).style.opacity).toBe('0.5');
  });

  it('paints a detailed heatmap on a canvas, one pixel per cell, scaled to the cells it covers', () => {
    const putImageData = vi.fn();
    const createImageData = vi.fn((width: number, height: number) => ({
      width,
      height,
      data: new Uint8ClampedArray(width * height * 4),
    }));
    vi.spyOn(HTMLCanvasElement.prototype, 'getContext').mockImplementation(
      () => ({ createImageData, putImageData }) as unknown as CanvasRenderingContext2D,
    );
    const heatmap = heatmapFor({ type: 'snr', mode: 'detailed' });
    render(<HeatmapLayer heatmap={heatmap} widthPx={WIDTH} heightPx={HEIGHT} />);
    const canvas = screen.getByRole('img', { name: 'Signal to Noise Ratio heatmap' });
    expect(canvas.getAttribute('width')).toBe(String(heatmap.grid.cols));
    expect(canvas.getAttribute('height')).toBe(String(heatmap.grid.rows));
    expect(canvas.style.width).toBe(`${((heatmap.grid.cols * heatmap.grid.unitsPerCell) / WIDTH) * 100}%`);
    expect(putImageData).toHaveBeenCalledTimes(1);
    const image = putImageData.mock.calls[0]?.[0] as { data: Uint8ClampedArray };
    expect(Array.from(image.data)).toEqual(Array.from(renderBinsToRgba(heatmap.bins, defaultLegend('snr'))));
  });

  it('colours with a given legend when the answer carries none', () => {
    const heatmap = { ...heatmapFor({ type: 'primary-coverage', mode: 'smooth', legend: false }) };
    expect(heatmap.legend).toBeNull();
    const { container, rerender } = render(
      <HeatmapLayer heatmap={heatmap} widthPx={WIDTH} heightPx={HEIGHT} />,
    );
    expect(container.firstChild).toBeNull();
    rerender(
      <HeatmapLayer
        heatmap={heatmap}
        widthPx={WIDTH}
        heightPx={HEIGHT}
        legend={defaultLegend('primary-coverage')}
      />,
    );
    expect(screen.getByRole('img', { name: 'Primary Coverage heatmap' })).toBeTruthy();
  });

  it('draws nothing for an empty heatmap (a failed load)', () => {
    const { container } = render(<HeatmapLayer heatmap={emptyHeatmap()} widthPx={WIDTH} heightPx={HEIGHT} />);
    expect(container.firstChild).toBeNull();
  });
});
