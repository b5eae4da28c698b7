import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import type { FrequencyBand } from '@airlens/domain';
import type { DeviceProfileChoice } from '../hooks/use-device-profile';
import { appliedProfileText, profileOffsetsText } from './planning-labels';

/** The select's value for 'no profile' (a select needs a string). */
const NONE = '';

export interface DeviceProfileSelectProps {
  choice: DeviceProfileChoice;
  /** The page's band: the chosen profile shows its offset there. */
  band: FrequencyBand;
  /** Bands whose offsets the menu lists. */
  bands: readonly FrequencyBand[];
}

/**
 * "View as": the client device profile whose per-band offset the page's signal values are seen through (the
 * project's profiles and the built-ins), with the offset of each in the menu and the applied one in words.
 */
export function DeviceProfileSelect({ choice, band, bands }: DeviceProfileSelectProps) {
  const value = choice.profile?.id ?? NONE;
  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', gap: 0.5, minWidth: 0, maxWidth: '100%' }}>
      <TextField
        select
        size="small"
        label="View as"
        value={value}
        onChange={(event) => choice.choose(event.target.value === NONE ? null : event.target.value)}
        helperText={choice.error ?? undefined}
        error={choice.error !== null}
        slotProps={{
          select: { displayEmpty: true, renderValue: () => appliedProfileText(choice.profile, band) },
          inputLabel: { shrink: true },
        }}
        sx={{ minWidth: 220, maxWidth: '100%' }}
      >
        <MenuItem value={NONE}>
          <Box>
            <Typography variant="body2">No device offset</Typography>
            <Typography variant="caption" color="text.secondary">
              0 dB on every band
            </Typography>
          </Box>
        </MenuItem>
        {choice.profiles.map((profile) => (
          <MenuItem key={profile.id} value={profile.id} sx={{ whiteSpace: 'normal' }}>
            <Box>
              <Typography variant="body2">
                {profile.builtIn ? `${profile.name} (built-in)` : profile.name}
              </Typography>
              <Typography variant="caption" color="text.secondary">
                {profileOffsetsText(profile, bands)}
              </Typography>
            </Box>
          </MenuItem>
        ))}
      </TextField>
      {choice.isUnknown && (
        <Alert severity="warning" sx={{ py: 0 }}>
          The device profile in the address is not one of this project&apos;s: no offset is applied.
        </Alert>
      )}
    </Box>
  );
}
