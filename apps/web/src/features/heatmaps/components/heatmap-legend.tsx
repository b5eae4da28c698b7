import type { HeatmapLegend as Legend, LegendEntry } from '@airlens/heatmap';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useId } from 'react';
import { HEATMAP_TYPE_NAMES, isTransparent } from './heatmap-drawing';

export interface HeatmapLegendProps {
  legend: Legend;
  /** Defaults to the heatmap type's name and unit. */
  title?: string;
  /** Adds the grey swatch of cells that fail the requirement (requirement grey-out). */
  showGreyOut?: boolean;
  /** The requirement's thresholds, named by where they apply (the floor, then areas with their own). */
  requirements?: readonly NamedThreshold[];
}

/** A requirement threshold and where it applies ('This floor', or an area's name). */
export interface NamedThreshold {
  place: string;
  value: number;
}

const UNIT_TEXT: Readonly<Record<Legend['unit'], string>> = {
  dBm: 'dBm',
  dB: 'dB',
  count: 'access points',
  Mbps: 'Mbps',
  issue: 'first failing requirement',
  '%': 'airtime of the serving radio',
  criterion: 'first failing criterion',
};

function signed(value: number): string {
  // A real minus sign reads as "minus" in screen readers and lines up with the digits.
  return value < 0 ? `\u2212${Math.abs(value)}` : String(value);
}

/** The words of one legend entry, with its unit, as people read it. */
export function legendEntryText(entry: LegendEntry, legend: Legend): string {
  if (legend.unit === 'issue' || legend.unit === 'criterion') {
    return entry.label;
  }
  if (legend.unit === 'count') {
    // The AP count heatmap counts every AP heard above the threshold; channel interference the co-channel ones.
    const noun = legend.type === 'ap-count' ? 'access point' : 'co-channel access point';
    const min = entry.min ?? 0;
    if (entry.max === null) {
      return `${min} or more ${noun}s`;
    }
    if (entry.min === null) {
      return `No ${noun}s`;
    }
    return entry.max - min === 1
      ? `${min} ${noun}${min === 1 ? '' : 's'}`
      : `${min} to ${entry.max - 1} ${noun}s`;
  }
  if (entry.min === null) {
    return `Below ${signed(entry.max ?? 0)} ${legend.unit}`;
  }
  if (entry.max === null) {
    return `${signed(entry.min)} ${legend.unit} or more`;
  }
  return `${signed(entry.min)} to ${signed(entry.max)} ${legend.unit}`;
}

/** What a threshold asks, in words: 'at least −67 dBm', 'at most 2 co-channel access points'. */
export function thresholdText(value: number, legend: Legend): string {
  if (legend.unit === 'count') {
    const noun = legend.type === 'ap-count' ? 'access point' : 'co-channel access point';
    return `${legend.isHigherBetter ? 'at least' : 'at most'} ${value} ${noun}${value === 1 ? '' : 's'}`;
  }
  const unit = legend.unit === 'issue' || legend.unit === 'criterion' ? '' : ` ${legend.unit}`;
  return `${legend.isHigherBetter ? 'at least' : 'at most'} ${signed(value)}${unit}`;
}

/** The grey swatch's words: what failing means, with the threshold when one applies everywhere. */
function greyOutText(legend: Legend, requirements: readonly NamedThreshold[]): string {
  const [only] = requirements;
  if (requirements.length === 1 && only !== undefined) {
    return `Fails the requirement of ${thresholdText(only.value, legend)}`;
  }
  return requirements.length > 1 ? 'Fails the requirement where it is (see below)' : 'Fails the requirement';
}

/** Entries drawn on the map, best first (the way coverage legends read top to bottom). */
function visibleEntries(legend: Legend): LegendEntry[] {
  const drawn = legend.entries.filter((entry) => !isTransparent(entry.color));
  return legend.isHigherBetter ? [...drawn].sort((a, b) => b.bin - a.bin) : drawn;
}

function Swatch({ color }: { color: string }) {
  return (
    <Box
      aria-hidden
      data-color={color}
      sx={{
        width: 16,
        height: 16,
        flex: 'none',
        borderRadius: 0.5,
        bgcolor: color,
        border: '1px solid rgba(0, 0, 0, 0.24)',
      }}
    />
  );
}

/** The colour key of a heatmap: a labelled list of swatches with their value ranges in dBm, dB, Mbps or counts. */
export function HeatmapLegend({ legend, title, showGreyOut = false, requirements = [] }: HeatmapLegendProps) {
  const titleId = useId();
  const requirementsId = useId();
  const heading = title ?? `${HEATMAP_TYPE_NAMES[legend.type]} (${UNIT_TEXT[legend.unit]})`;
  return (
    <Box component="figure" aria-labelledby={titleId} sx={{ m: 0 }}>
      <Typography id={titleId} component="figcaption" variant="subtitle2" sx={{ mb: 0.5 }}>
        {heading}
      </Typography>
      <Box component="ul" sx={{ listStyle: 'none', m: 0, p: 0, display: 'grid', gap: 0.5 }}>
        {visibleEntries(legend).map((entry) => (
          <Box component="li" key={entry.bin} sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
            <Swatch color={entry.color} />
            <Typography variant="body2">{legendEntryText(entry, legend)}</Typography>
          </Box>
        ))}
        {showGreyOut ? (
          <Box component="li" sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
            <Swatch color={legend.greyColor} />
            <Typography variant="body2">{greyOutText(legend, requirements)}</Typography>
          </Box>
        ) : null}
      </Box>
      {showGreyOut && requirements.length > 1 && (
        <>
          <Typography id={requirementsId} variant="subtitle2" component="p" sx={{ mt: 1.5, mb: 0.5 }}>
            Requirement
          </Typography>
          <Box
            component="ul"
            aria-labelledby={requirementsId}
            sx={{ listStyle: 'none', m: 0, p: 0, display: 'grid', gap: 0.25 }}
          >
            {requirements.map((requirement, index) => (
              <Typography component="li" variant="body2" key={`${index}-${requirement.place}`}>
                {`${requirement.place}: ${thresholdText(requirement.value, legend)}`}
              </Typography>
            ))}
          </Box>
        </>
      )}
    </Box>
  );
}
