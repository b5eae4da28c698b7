import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import ListItemText from '@mui/material/ListItemText';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import type { BatchAccessPoint } from '@airlens/contract';
import type { RadioFilterChoice, RadioFilterIndex } from './radio-filter';

export interface RadioFilterControlsProps {
  index: RadioFilterIndex;
  /** The floor's placed, visible APs. */
  accessPoints: readonly BatchAccessPoint[];
  choice: RadioFilterChoice;
  onChange: (choice: RadioFilterChoice) => void;
  /** The SSID choice (the 'SSID dropdown' feature flag). */
  showSsid: boolean;
}

const ALL_SSIDS = '';

/**
 * Which radios the heatmap draws: one SSID (the APs heard broadcasting it) and/or chosen access points; 'Show all
 * radios' clears both.
 */
export function RadioFilterControls({
  index,
  accessPoints,
  choice,
  onChange,
  showSsid,
}: RadioFilterControlsProps) {
  const names = new Map(accessPoints.map((ap) => [ap.id, ap.name || ap.id]));
  const isFiltered = choice.ssid !== null || choice.apIds.length > 0;
  return (
    <Box
      role="group"
      aria-label="Radio filter"
      sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 2, rowGap: 1.5 }}
    >
      {showSsid && (
        <TextField
          select
          size="small"
          label="SSID"
          value={choice.ssid ?? ALL_SSIDS}
          onChange={(event) =>
            onChange({ ...choice, ssid: event.target.value === ALL_SSIDS ? null : event.target.value })
          }
          sx={{ minWidth: 160, maxWidth: '100%' }}
          slotProps={{ select: { displayEmpty: true }, inputLabel: { shrink: true } }}
        >
          <MenuItem value={ALL_SSIDS}>All SSIDs</MenuItem>
          {index.ssids.map((ssid) => (
            <MenuItem key={ssid} value={ssid}>
              {ssid}
            </MenuItem>
          ))}
        </TextField>
      )}
      <TextField
        select
        size="small"
        label="Access points"
        value={choice.apIds}
        onChange={(event) => {
          const value: unknown = event.target.value;
          const ids = Array.isArray(value) ? value.filter((id): id is string => typeof id === 'string') : [];
          onChange({ ...choice, apIds: ids });
        }}
        sx={{ minWidth: 180, maxWidth: '100%' }}
        slotProps={{
          select: {
            multiple: true,
            displayEmpty: true,
            renderValue: (selected) => {
              const ids: unknown[] = Array.isArray(selected) ? selected : [];
              if (ids.length === 0) {
                return 'All access points';
              }
              const first = ids[0];
              return ids.length === 1 && typeof first === 'string'
                ? (names.get(first) ?? first)
                : `${ids.length} access points`;
            },
          },
          inputLabel: { shrink: true },
        }}
      >
        {accessPoints.map((ap) => (
          <MenuItem key={ap.id} value={ap.id}>
            <Checkbox
              size="small"
              checked={choice.apIds.includes(ap.id)}
              tabIndex={-1}
              sx={{ p: 0.5, mr: 1 }}
            />
            <ListItemText primary={ap.name || ap.id} />
          </MenuItem>
        ))}
      </TextField>
      {isFiltered && (
        <Button size="small" onClick={() => onChange({ ssid: null, apIds: [] })}>
          Show all radios
        </Button>
      )}
    </Box>
  );
}
