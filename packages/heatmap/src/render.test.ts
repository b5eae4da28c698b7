import { describe, expect, it } from 'vitest';
import { defaultLegend } from './legend';
import { parseColor, renderBinsToRgba } from './render';

describe('renderBinsToRgba', () => {
  it('colours bins from the legend, greys 254 and leaves 255 transparent', () => {
    const legend = defaultLegend('primary-coverage');
    const rgba = renderBinsToRgba(Uint8Array.of(0, 13, 254, 255), legend);
    const pixel = (i: number): number[] => Array.from(rgba.subarray(i * 4, i * 4 + 4));
    expect(pixel(0)).toEqual([0, 0, 0, 0]);
    expect(pixel(1)).toEqual(parseColor(legend.entries[13]?.color ?? ''));
    expect(pixel(1)[3]).toBe(255);
    expect(pixel(2)).toEqual([117, 117, 117, 255]);
    expect(pixel(3)).toEqual([0, 0, 0, 0]);
  });

  it('scales alpha by the opacity', () => {
    const legend = defaultLegend('channel-interference');
    expect(renderBinsToRgba(Uint8Array.of(0), legend, 0.5)[3]).toBe(128);
  });

  it('parses #rrggbb and #rrggbbaa', () => {
    expect(parseColor('#ff8000')).toEqual([255, 128, 0, 255]);
    expect(parseColor('#ff800080')).toEqual([255, 128, 0, 128]);
    expect(parseColor('red')).toEqual([0, 0, 0, 0]);
  });
});
