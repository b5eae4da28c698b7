/** The background of the panel the heatmap legend sits on (MUI Paper, light theme). */
export const LEGEND_PANEL_BACKGROUND = '#ffffff';

function channelLuminance(value: number): number {
  const c = value / 255;
  return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
}

/** WCAG relative luminance of a #rrggbb (or #rrggbbaa, alpha ignored) colour. */
export function relativeLuminance(color: string): number {
  const hex = color.replace('#', '');
  const [r, g, b] = [0, 2, 4].map((start) => Number.parseInt(hex.slice(start, start + 2), 16));
  return (
    0.2126 * channelLuminance(r ?? 0) + 0.7152 * channelLuminance(g ?? 0) + 0.0722 * channelLuminance(b ?? 0)
  );
}

/** WCAG contrast ratio (1–21) between two #rrggbb colours. */
export function contrastRatio(first: string, second: string): number {
  const [dark, light] = [relativeLuminance(first), relativeLuminance(second)].sort((a, b) => a - b);
  return ((light ?? 0) + 0.05) / ((dark ?? 0) + 0.05);
}
