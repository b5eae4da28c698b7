import Box from '@mui/material/Box';
import FormControlLabel from '@mui/material/FormControlLabel';
import MenuItem from '@mui/material/MenuItem';
import Slider from '@mui/material/Slider';
import Switch from '@mui/material/Switch';
import TextField from '@mui/material/TextField';
import ToggleButton from '@mui/material/ToggleButton';
import Typography from '@mui/material/Typography';
import AdsClickIcon from '@mui/icons-material/AdsClick';
import { ChoiceToggle } from '@/components/choice-toggle';
import { HEATMAP_KINDS } from './project-slots';
import type { HeatmapKind, SignalPrediction } from './project-slots';

/** Names of the heatmap types (the criteria names where they exist). */
export const HEATMAP_KIND_LABELS: Readonly<Record<HeatmapKind, string>> = {
  'primary-coverage': 'Primary Coverage',
  'secondary-coverage': 'Secondary Coverage',
  snr: 'Signal to Noise Ratio',
  'channel-interference': 'Channel Interference',
  'network-health': 'Network Health',
  'data-rate': 'Data Rate',
  throughput: 'Throughput',
  requirement: 'Requirement (pass / fail)',
  capacity: 'Capacity (airtime)',
  'ap-count': 'Access Point Count',
  difference: 'Difference (before / after)',
};

/** Visualization heights offered, in metres above the floor. */
export const VISUALIZATION_HEIGHTS_METERS = [0.5, 1, 1.5, 2, 2.5, 3] as const;

export interface HeatmapSettings {
  type: HeatmapKind;
  mode: 'smooth' | 'detailed';
  /** 0–1. */
  opacity: number;
  visualizationHeightMeters: number;
  showApNames: boolean;
  /** Outlines and names of the floor's coverage areas (where their own requirements apply). */
  showAreas: boolean;
  /** The floor's attenuation areas (shelving, machinery) in their type's colour, with a legend. */
  showAttenuationAreas: boolean;
  isInspecting: boolean;
  /** The chosen prediction; null: the project's default (a design predicts from its floor, others do not). */
  prediction: SignalPrediction | null;
  /** What a difference heatmap compares with: the prediction, or the surveys of an earlier date range. */
  compare: HeatmapCompare;
}

/** The baseline of a difference heatmap; dates are `YYYY-MM-DD` or null until chosen. */
export type HeatmapCompare =
  { kind: 'prediction' } | { kind: 'dates'; startDate: string | null; endDate: string | null };

export interface HeatmapControlsProps {
  settings: HeatmapSettings;
  onChange: (changes: Partial<HeatmapSettings>) => void;
}

/** Heatmap type, smooth or detailed, opacity, visualization height, AP names and the inspect tool. */
export function HeatmapControls({ settings, onChange }: HeatmapControlsProps) {
  return (
    <Box
      role="group"
      aria-label="Heatmap settings"
      sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 2, rowGap: 1.5 }}
    >
      <TextField
        select
        size="small"
        label="Heatmap"
        value={settings.type}
        onChange={(event) => {
          const type = HEATMAP_KINDS.find((kind) => kind === event.target.value);
          if (type !== undefined) {
            onChange({ type });
          }
        }}
        sx={{ minWidth: 210 }}
      >
        {HEATMAP_KINDS.map((kind) => (
          <MenuItem key={kind} value={kind}>
            {HEATMAP_KIND_LABELS[kind]}
          </MenuItem>
        ))}
      </TextField>
      <ChoiceToggle
        label="Heatmap detail"
        choices={[
          { value: 'smooth', label: 'Smooth' },
          { value: 'detailed', label: 'Detailed' },
        ]}
        value={settings.mode}
        onChange={(mode) => onChange({ mode })}
      />
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1.5, minWidth: 200 }}>
        <Typography id="heatmap-opacity-label" variant="body2" sx={{ whiteSpace: 'nowrap' }}>
          Opacity
        </Typography>
        <Slider
          size="small"
          value={Math.round(settings.opacity * 100)}
          min={10}
          max={100}
          step={5}
          valueLabelDisplay="auto"
          valueLabelFormat={(value) => `${value}%`}
          getAriaValueText={(value) => `${value}%`}
          slotProps={{ input: { 'aria-labelledby': 'heatmap-opacity-label' } }}
          onChange={(_event, value) =>
            onChange({ opacity: (Array.isArray(value) ? (value[0] ?? 70) : value) / 100 })
          }
          sx={{ width: 120 }}
        />
      </Box>
      <TextField
        select
        size="small"
        label="Visualization height"
        value={settings.visualizationHeightMeters}
        onChange={(event) => onChange({ visualizationHeightMeters: Number(event.target.value) })}
        sx={{ minWidth: 170 }}
      >
        {VISUALIZATION_HEIGHTS_METERS.map((height) => (
          <MenuItem key={height} value={height}>
            {`${height.toFixed(1)} m`}
          </MenuItem>
        ))}
      </TextField>
      <FormControlLabel
        control={
          <Switch
            size="small"
            checked={settings.showApNames}
            onChange={(event) => onChange({ showApNames: event.target.checked })}
          />
        }
        label="AP names"
      />
      <FormControlLabel
        control={
          <Switch
            size="small"
            checked={settings.showAreas}
            onChange={(event) => onChange({ showAreas: event.target.checked })}
          />
        }
        label="Areas"
      />
      <FormControlLabel
        control={
          <Switch
            size="small"
            checked={settings.showAttenuationAreas}
            onChange={(event) => onChange({ showAttenuationAreas: event.target.checked })}
          />
        }
        label="Attenuation areas"
      />
      <ToggleButton
        value="inspect"
        size="small"
        selected={settings.isInspecting}
        onChange={() => onChange({ isInspecting: !settings.isInspecting })}
        sx={{ px: 1.5, gap: 0.5 }}
      >
        <AdsClickIcon fontSize="small" />
        Inspect
      </ToggleButton>
    </Box>
  );
}
