import Box from '@mui/material/Box';
import type { DesignTypeIcon as DesignTypeIconName } from '@airlens/domain';

interface IconLook {
  /** Short text drawn on the file. */
  glyph: string;
  color: string;
  /** Accessible name. */
  title: string;
}

/** The design-type file icons of docs/product-spec.md §9: one colour and glyph each, every one with a readable name. */
export const DESIGN_TYPE_LOOKS: Readonly<Record<DesignTypeIconName, IconLook>> = {
  'ai-pro': { glyph: 'AI', color: '#5b3fb8', title: 'AI Pro project' },
  hybrid: { glyph: 'H', color: '#0b7a75', title: 'Hybrid project' },
  measured: { glyph: 'M', color: '#0b5cad', title: 'Measured project' },
  optimizer: { glyph: 'OP', color: '#8a4b00', title: 'Optimizer project' },
  simulated: { glyph: 'S', color: '#6b4fa0', title: 'Simulated project' },
  design: { glyph: 'D', color: '#7a3e9d', title: 'Design project' },
  network: { glyph: 'N', color: '#2b6a2f', title: 'Network project' },
  'ai-design': { glyph: 'AD', color: '#4a32a0', title: 'AI design project' },
  'ai-pro-brownfield': { glyph: 'BF', color: '#7a4a1f', title: 'AI Pro brownfield plan' },
  'ai-pro-greenfield': { glyph: 'GF', color: '#2e7d32', title: 'AI Pro greenfield plan' },
  planner: { glyph: 'P', color: '#00639a', title: 'Planner project' },
  unknown: { glyph: '?', color: '#5f6368', title: 'Unknown project type' },
};

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
