import Box from '@mui/material/Box';
import type { DesignTypeIcon as DesignTypeIconName } from '@airlens/domain';
import { DESIGN_TYPE_LOOKS } from './design-type-looks';

export { DESIGN_TYPE_LOOKS } from './design-type-looks';

export interface DesignTypeIconProps {
  icon: DesignTypeIconName;
  /** Size in px (square). */
  size?: number;
  /** Decorative icons are hidden from screen readers (the type is written next to them). */
  isDecorative?: boolean;
}

/** A file-shaped project/design type icon with a short glyph; named by its title unless decorative. */
export function DesignTypeIcon({ icon, size = 24, isDecorative = false }: DesignTypeIconProps) {
  const look = DESIGN_TYPE_LOOKS[icon];
  const fontSize = look.glyph.length > 1 ? 8 : 10;
  return (
    <Box
      component="svg"
      viewBox="0 0 24 24"
      width={size}
      height={size}
      role={isDecorative ? undefined : 'img'}
      aria-label={isDecorative ? undefined : look.title}
      aria-hidden={isDecorative ? true : undefined}
      data-icon={`design-type-${icon}`}
      sx={{ flexShrink: 0, display: 'inline-block', verticalAlign: 'middle' }}
    >
      {!isDecorative && <title>{look.title}</title>}
      <path d="M5 2h10l5 5v14a1 1 0 0 1-1 1H5a1 1 0 0 1-1-1V3a1 1 0 0 1 1-1z" fill={look.color} />
      <path d="M15 2v4a1 1 0 0 0 1 1h4z" fill="#ffffff" fillOpacity={0.45} />
      <text
        x="12"
        y="17"
        textAnchor="middle"
        fontSize={fontSize}
        fontWeight={700}
        fontFamily="Open Sans, Arial, sans-serif"
        fill="#ffffff"
      >
        {look.glyph}
      </text>
    </Box>
  );
}
