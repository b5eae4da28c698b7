import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import FormControlLabel from '@mui/material/FormControlLabel';
import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import Switch from '@mui/material/Switch';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import type { DesignOperation } from '@airlens/domain';
import type { Band } from '@airlens/heatmap';
import {
  ANTENNA_TILT_DEGREES,
  setAntennaDirection,
  setAntennaTilt,
  setMountHeight,
  updateRadio,
} from '../editor/commands';
import type { Design } from '@airlens/domain';
import type { DesignAccessPoint, DesignRadio } from '../model/design-view';
import { NumberField } from './number-field';

export interface AccessPointPanelProps {
  design: Design;
  selected: readonly DesignAccessPoint[];
  /** What else is selected (walls, areas), for a selection without APs; null when nothing is. */
  otherSelection: string | null;
  /** Controls for the other selected entities (a requirement area's requirement), under the AP's. */
  otherControls?: ReactNode;
  onRun: (label: string, operations: readonly DesignOperation[]) => void;
}

const BAND_NAMES: Readonly<Record<Band, string>> = { TWO: '2.4 GHz', FIVE: '5 GHz', SIX: '6 GHz' };

/** The 20 MHz channel numbers offered per band (the usual ETSI/FCC sets). */
const CHANNELS: Readonly<Record<Band, readonly number[]>> = {
  TWO: [1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13],
  FIVE: [
    36, 40, 44, 48, 52, 56, 60, 64, 100, 104, 108, 112, 116, 120, 124, 128, 132, 136, 140, 144, 149, 153, 157,
    161, 165,
  ],
  SIX: Array.from({ length: 59 }, (_, index) => 1 + 4 * index),
};

const WIDTHS: Readonly<Record<Band, readonly number[]>> = {
  TWO: [20, 40],
  FIVE: [20, 40, 80, 160],
  SIX: [20, 40, 80, 160],
};

function RadioForm({ radio, onRun }: { radio: DesignRadio; onRun: AccessPointPanelProps['onRun'] }) {
  const band = BAND_NAMES[radio.band];
  const change = (label: string, operations: DesignOperation[]) => onRun(`${label} (${band})`, operations);
  return (
    <Box
      component="fieldset"
      sx={{
        border: 1,
        borderColor: 'divider',
        borderRadius: 1,
        p: 1.5,
        m: 0,
        display: 'flex',
        flexWrap: 'wrap',
        gap: 1.5,
      }}
    >
      <Typography component="legend" variant="body2" sx={{ fontWeight: 600, px: 0.5 }}>
        {`${band} radio`}
      </Typography>
      <FormControlLabel
        control={
          <Switch
            checked={radio.isEnabled}
            onChange={(event) =>
              change(
                event.target.checked ? 'Turn radio on' : 'Turn radio off',
                updateRadio(radio.id, radio, { isEnabled: event.target.checked }),
              )
            }
          />
        }
        label={radio.isEnabled ? 'On' : 'Off'}
      />
      <TextField
        select
        size="small"
        label="Channel"
        value={String(radio.primaryChannel)}
        onChange={(event) =>
          change(
            'Change channel',
            updateRadio(radio.id, radio, { primaryChannel: Number(event.target.value) }),
          )
        }
        sx={{ width: 110 }}
      >
        {[...new Set([radio.primaryChannel, ...CHANNELS[radio.band]])]
          .sort((a, b) => a - b)
          .map((channel) => (
            <MenuItem key={channel} value={String(channel)}>
              {channel}
            </MenuItem>
          ))}
      </TextField>
      <TextField
        select
        size="small"
        label="Width"
        value={String(radio.widthMhz)}
        onChange={(event) =>
          change(
            'Change channel width',
            updateRadio(radio.id, radio, { widthMhz: Number(event.target.value) }),
          )
        }
        sx={{ width: 110 }}
      >
        {[...new Set([radio.widthMhz, ...WIDTHS[radio.band]])]
          .sort((a, b) => a - b)
          .map((width) => (
            <MenuItem key={width} value={String(width)}>
              {`${width} MHz`}
            </MenuItem>
          ))}
      </TextField>
      <NumberField
        key={`${radio.id}-${radio.txPowerDbm}`}
        label="Power"
        unit="dBm"
        value={radio.txPowerDbm}
        min={-10}
        max={30}
        step={1}
        onCommit={(value) => change('Change power', updateRadio(radio.id, radio, { txPowerDbm: value }))}
      />
    </Box>
  );
}

/** The side panel: the selected AP's radios and mounting height, or what a multiple selection can change. */
export function AccessPointPanel({
  design,
  selected,
  otherSelection,
  otherControls,
  onRun,
}: AccessPointPanelProps) {
  const [first] = selected;
  const ids = selected.map((ap) => ap.id);
  const height = first?.radios.find((radio) => radio.heightMeters !== undefined)?.heightMeters ?? 3;
  // One antenna per AP as the panel shows it: the first radio's aim stands for all (the commands set every radio).
  const direction = first?.radios[0]?.directionDegrees ?? 0;
  const tilt = first?.radios[0]?.tiltDegrees ?? 0;
  const hasRadios = selected.some((ap) => ap.radios.length > 0);
  return (
    <Paper
      variant="outlined"
      component="section"
      aria-label="Selection"
      sx={{ p: 2, display: 'flex', flexDirection: 'column', gap: 1.5 }}
    >
      {first === undefined ? (
        <Typography variant="body2" color="text.secondary">
          {otherSelection ??
            'Select an access point (click, or Tab to it and press Enter) to change its radios and height. Shift adds to the selection; arrow keys move it by 0.1 m, with Shift by 1 m.'}
        </Typography>
      ) : (
        <>
          <Typography variant="subtitle2" component="h2">
            {selected.length === 1
              ? `${first.name}${first.model === '' ? '' : ` · ${first.model}`}`
              : `${selected.length} access points selected`}
          </Typography>
          <NumberField
            key={`${ids.join()}-${height}`}
            label="Mounting height"
            unit="m"
            value={height}
            min={0.5}
            max={30}
            step={0.1}
            onCommit={(value) => onRun('Change mounting height', setMountHeight(design, ids, value))}
          />
          {hasRadios && (
            <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1.5 }}>
              <NumberField
                key={`${ids.join()}-direction-${direction}`}
                label="Direction"
                unit="°"
                value={direction}
                min={0}
                max={359}
                step={1}
                onCommit={(value) =>
                  onRun('Change antenna direction', setAntennaDirection(design, ids, value))
                }
              />
              <NumberField
                key={`${ids.join()}-tilt-${tilt}`}
                label="Tilt"
                unit="°"
                value={tilt}
                min={ANTENNA_TILT_DEGREES.min}
                max={ANTENNA_TILT_DEGREES.max}
                step={1}
                hint="Down from the horizon; negative is up"
                onCommit={(value) => onRun('Change antenna tilt', setAntennaTilt(design, ids, value))}
              />
            </Box>
          )}
          {selected.length === 1 &&
            (first.radios.length === 0 ? (
              <Typography variant="body2" color="text.secondary">
                This access point has no planned Wi-Fi radios.
              </Typography>
            ) : (
              first.radios.map((radio) => <RadioForm key={radio.id} radio={radio} onRun={onRun} />)
            ))}
        </>
      )}
      {otherControls}
    </Paper>
  );
}
