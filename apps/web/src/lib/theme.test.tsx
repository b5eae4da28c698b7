import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../test/render';
import { createAppTheme, FOCUS_RING_COLOR } from './theme';

function globalStyleText(): string {
  return [...document.querySelectorAll('style')].map((style) => style.textContent).join('\n');
}

/** WCAG relative luminance of a #rrggbb colour. */
function luminance(hex: string): number {
  const channels = [1, 3, 5].map((start) => {
    const value = parseInt(hex.slice(start, start + 2), 16) / 255;
    return value <= 0.03928 ? value / 12.92 : ((value + 0.055) / 1.055) ** 2.4;
  });
  return 0.2126 * (channels[0] ?? 0) + 0.7152 * (channels[1] ?? 0) + 0.0722 * (channels[2] ?? 0);
}

describe('the app theme', () => {
  it('draws a 3 px keyboard focus ring with at least 3:1 contrast on white', () => {
    renderWithProviders(<button type="button">Save</button>);
    const css = globalStyleText().replace(/\s+/g, '');
    expect(css).toContain(
      `htmlbody:not(input):not(textarea):focus-visible{outline:3pxsolid${FOCUS_RING_COLOR};`,
    );
    expect((1 + 0.05) / (luminance(FOCUS_RING_COLOR) + 0.05)).toBeGreaterThanOrEqual(3);
  });

  it('writes white text on filled info notices at 4.5:1 or more (WCAG AA)', () => {
    const info = createAppTheme().palette.info;
    expect(info.contrastText).toBe('#fff');
    expect((1 + 0.05) / (luminance(info.main) + 0.05)).toBeGreaterThanOrEqual(4.5);
  });
});
