import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import { TONE_COLORS } from './tone-colors';
import type { Tone } from './tone-colors';

export { TONE_COLORS } from './tone-colors';
export type { Tone } from './tone-colors';

export interface ToneBadgeProps {
  tone: Tone;
  children: ReactNode;
  /** Text for screen readers after the content, e.g. 'good'. */
  srSuffix?: string;
}

/** A small coloured pill for a value judged good or bad; the judgement is also read out, not only shown by colour. */
export function ToneBadge({ tone, children, srSuffix }: ToneBadgeProps) {
  const colors = TONE_COLORS[tone];
  return (
    <Box
      component="span"
      data-tone={tone}
      sx={{
        display: 'inline-block',
        minWidth: 48,
        px: 1,
        py: 0.25,
        borderRadius: 1,
        fontWeight: 600,
        fontVariantNumeric: 'tabular-nums',
        textAlign: 'center',
        color: colors.text,
        bgcolor: colors.background,
      }}
    >
      {children}
      {srSuffix !== undefined && (
        <Box
          component="span"
          sx={{
            position: 'absolute',
            width: '1px',
            height: '1px',
            overflow: 'hidden',
            clip: 'rect(0 0 0 0)',
            whiteSpace: 'nowrap',
          }}
        >
          {` ${srSuffix}`}
        </Box>
      )}
    </Box>
  );
}
