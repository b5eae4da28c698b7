import Box from '@mui/material/Box';
import type { WifiGeneration } from '@airlens/domain';

export interface WifiGenerationIconProps {
  /** Generation 1 to 7 or '6E'; null draws the unknown icon. */
  generation: WifiGeneration | null;
  /** 'small' is a 16 px badge for dense tables; 'off' is the greyed, struck-through icon of a disabled radio. */
  variant?: 'regular' | 'small' | 'off';
  isDecorative?: boolean;
}

const GENERATION_COLORS: Readonly<Record<string, string>> = {
  '1': '#6d6d6d',
  '2': '#6d6d6d',
  '3': '#6d6d6d',
  '4': '#8a5a00',
  '5': '#0b5cad',
  '6': '#0b7a75',
  '6E': '#5b3fb8',
  '7': '#a1136b',
};
const OFF_COLOR = '#9aa0a6';

function titleOf(generation: WifiGeneration | null, isOff: boolean): string {
  const name = generation === null ? 'Unknown Wi-Fi generation' : `Wi-Fi ${generation}`;
  return isOff ? `${name} (off)` : name;
}

/** The Wi-Fi generation icons of docs/product-spec.md §9: generations 1–7 with 6E, a small variant and an off variant. */
export function WifiGenerationIcon({
  generation,
  variant = 'regular',
  isDecorative = false,
}: WifiGenerationIconProps) {
  const isOff = variant === 'off';
  const color =
    isOff || generation === null ? OFF_COLOR : (GENERATION_COLORS[String(generation)] ?? OFF_COLOR);
  const label = generation === null ? '?' : String(generation);
  const title = titleOf(generation, isOff);
  const a11y = isDecorative
    ? { 'aria-hidden': true as const }
    : { role: 'img' as const, 'aria-label': title };
  if (variant === 'small') {
    return (
      <Box
        component="svg"
        viewBox="0 0 16 16"
        width={16}
        height={16}
        data-icon={`wifi-generation-${label}-small`}
        sx={{ flexShrink: 0, verticalAlign: 'middle' }}
        {...a11y}
      >
        {!isDecorative && <title>{title}</title>}
        <rect x="0" y="0" width="16" height="16" rx="3" fill={color} />
        <text
          x="8"
          y="11.5"
          textAnchor="middle"
          fontSize={label.length > 1 ? 7 : 9}
          fontWeight={700}
          fill="#ffffff"
          fontFamily="Open Sans, Arial, sans-serif"
        >
          {label}
        </text>
      </Box>
    );
  }
  return (
    <Box
      component="svg"
      viewBox="0 0 28 24"
      width={28}
      height={24}
      data-icon={`wifi-generation-${label}${isOff ? '-off' : ''}`}
      sx={{ flexShrink: 0, verticalAlign: 'middle' }}
      {...a11y}
    >
      {!isDecorative && <title>{title}</title>}
      <g fill="none" stroke={color} strokeWidth={2} strokeLinecap="round">
        <path d="M2 8.5a14 14 0 0 1 20 0" />
        <path d="M5.5 12a9 9 0 0 1 13 0" />
        <path d="M9 15.5a4 4 0 0 1 6 0" />
      </g>
      <circle cx="12" cy="19" r="1.6" fill={color} />
      <rect
        x={label.length > 1 ? 15 : 17}
        y="13"
        width={label.length > 1 ? 13 : 11}
        height="11"
        rx="2.5"
        fill={color}
      />
      <text
        x={label.length > 1 ? 21.5 : 22.5}
        y="21.5"
        textAnchor="middle"
        fontSize={label.length > 1 ? 7.5 : 9}
        fontWeight={700}
        fill="#ffffff"
        fontFamily="Open Sans, Arial, sans-serif"
      >
        {label}
      </text>
      {isOff && <path d="M2 2l22 20" stroke={OFF_COLOR} strokeWidth={2} strokeLinecap="round" />}
    </Box>
  );
}
