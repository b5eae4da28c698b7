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
  /**
   * 'sheet' on a phone: fixed along the bottom of the screen over the page (the plan stays visible above it),
   * scrolling inside; 'panel' beside the plan.
   */
  variant?: 'panel' | 'sheet';
}

/** Most of the screen a phone's inspect sheet takes; the page keeps as much room below its content. */
export const SHEET_HEIGHT_VH = 45;

function bandText(band: InspectSample['radios'][number]['band'] | null): string {
  return band === null ? '–' : `${FREQUENCY_BAND_LABELS[band]} GHz`;
}

function distanceText(sample: InspectSample, index: number): string {
  const name = `Nearest sample ${index + 1}`;
  return sample.distanceMeters === null ? name : `${name} · ${sample.distanceMeters.toFixed(1)} m away`;
}

/**
 * What was heard near the inspected point: per nearest sample, the APs and radios with RSSI and SNR in columns of
 * their own and SSID, band and channel under the AP's name, so the values fit a 340 px column or a phone without
 * sideways scrolling.
 */
export function InspectPanel({
  pointLabel,
  samples,
  isLoading,
  error,
  onClose,
  variant = 'panel',
}: InspectPanelProps) {
  const isSheet = variant === 'sheet';
  return (
    <Paper
      variant="outlined"
      component="section"
      aria-labelledby="inspect-title"
      data-variant={variant}
      sx={
        isSheet
          ? {
              p: 1.5,
              position: 'fixed',
              left: 0,
              right: 0,
              bottom: 0,
              maxHeight: `${SHEET_HEIGHT_VH}vh`,
              overflowY: 'auto',
              zIndex: (theme) => theme.zIndex.appBar,
              borderRadius: '12px 12px 0 0',
              boxShadow: '0 -4px 16px rgba(0, 0, 0, 0.18)',
            }
          : { p: 2 }
      }
    >
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
          <Table
            size="small"
            aria-label={distanceText(sample, index)}
            sx={{ '& .MuiTableCell-root': { px: 0.75 } }}
          >
            <TableHead>
              <TableRow>
                <TableCell>AP</TableCell>
                <TableCell align="right">RSSI</TableCell>
                <TableCell align="right">SNR</TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {sample.radios.length === 0 && (
                <TableRow>
                  <TableCell colSpan={3}>Nothing heard</TableCell>
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
                      <Typography variant="caption" color="text.secondary" component="span">
                        {`${ssidLabel(radio.ssid)} · ${bandText(radio.band)} · channel ${radio.channel ?? '–'}`}
                      </Typography>
                    </TableCell>
                    <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>
                      {`${Math.round(radio.rssiDbm)} dBm`}
                    </TableCell>
                    <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>
                      {radio.snrDb === null ? '–' : `${Math.round(radio.snrDb)} dB`}
                    </TableCell>
                  </TableRow>
                ))}
            </TableBody>
          </Table>
        </Box>
      ))}
    </Paper>
  );
}
