import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import IconButton from '@mui/material/IconButton';
import Paper from '@mui/material/Paper';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import CloseIcon from '@mui/icons-material/Close';
import { FREQUENCY_BAND_LABELS, LOADING_TEXT, ssidLabel } from '@airlens/domain';
import type { InspectSample } from '@airlens/contract';

export interface InspectPanelProps {
  /** The inspected point in metres from the plan's top-left, when the plan has a scale. */
  pointLabel: string | null;
  samples: readonly InspectSample[] | undefined;
  isLoading: boolean;
  error: string | null;
  onClose: () => void;
}

function distanceText(sample: InspectSample, index: number): string {
  const name = `Nearest sample ${index + 1}`;
  return sample.distanceMeters === null ? name : `${name} · ${sample.distanceMeters.toFixed(1)} m away`;
}

/** What was heard near the inspected point: per nearest sample, the APs and radios with RSSI, SNR, channel, band. */
export function InspectPanel({ pointLabel, samples, isLoading, error, onClose }: InspectPanelProps) {
  return (
    <Paper variant="outlined" component="section" aria-labelledby="inspect-title" sx={{ p: 2 }}>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
        <Typography
          id="inspect-title"
          component="h2"
          variant="h6"
          sx={{ fontSize: 18, fontWeight: 600, flexGrow: 1 }}
        >
          Inspect
        </Typography>
        <IconButton size="small" aria-label="Close inspect" onClick={onClose}>
          <CloseIcon fontSize="small" />
        </IconButton>
      </Box>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }} aria-live="polite">
        {pointLabel === null
          ? 'Click the floor plan (or focus it and press Enter) to see what was heard there.'
          : `Point ${pointLabel}`}
      </Typography>
      {error !== null && <Alert severity="error">{error}</Alert>}
      {isLoading && <Typography variant="body2">{LOADING_TEXT}</Typography>}
      {pointLabel !== null &&
        !isLoading &&
        error === null &&
        samples !== undefined &&
        samples.length === 0 && <Typography variant="body2">No survey samples near this point.</Typography>}
      {samples?.map((sample, index) => (
        <Box key={`${sample.x}-${sample.y}`} sx={{ mt: 1.5 }}>
          <Typography component="h3" variant="subtitle2">
            {distanceText(sample, index)}
          </Typography>
          <Box sx={{ overflowX: 'auto' }}>
            <Table size="small" aria-label={distanceText(sample, index)}>
              <TableHead>
                <TableRow>
                  <TableCell>AP</TableCell>
                  <TableCell>SSID</TableCell>
                  <TableCell>Band</TableCell>
                  <TableCell align="right">Channel</TableCell>
                  <TableCell align="right">RSSI</TableCell>
                  <TableCell align="right">SNR</TableCell>
                </TableRow>
              </TableHead>
              <TableBody>
                {sample.radios.length === 0 && (
                  <TableRow>
                    <TableCell colSpan={6}>Nothing heard</TableCell>
                  </TableRow>
                )}
                {[...sample.radios]
                  .sort((a, b) => b.rssiDbm - a.rssiDbm)
                  .map((radio, radioIndex) => (
                    <TableRow key={`${radio.bssid ?? radio.apId ?? ''}-${radioIndex}`}>
                      <TableCell>
                        <Box sx={{ display: 'flex', alignItems: 'center', gap: 0.5, flexWrap: 'wrap' }}>
                          <span>{radio.apName ?? radio.bssid ?? 'Unknown AP'}</span>
                          {radio.isServing && (
                            <Chip size="small" label="Serving" color="primary" variant="outlined" />
                          )}
                        </Box>
                      </TableCell>
                      <TableCell>{ssidLabel(radio.ssid)}</TableCell>
                      <TableCell>
                        {radio.band === null ? '–' : `${FREQUENCY_BAND_LABELS[radio.band]} GHz`}
                      </TableCell>
                      <TableCell align="right">{radio.channel ?? '–'}</TableCell>
                      <TableCell align="right">{`${Math.round(radio.rssiDbm)} dBm`}</TableCell>
                      <TableCell align="right">
                        {radio.snrDb === null ? '–' : `${Math.round(radio.snrDb)} dB`}
                      </TableCell>
                    </TableRow>
                  ))}
              </TableBody>
            </Table>
          </Box>
        </Box>
      ))}
    </Paper>
  );
}
