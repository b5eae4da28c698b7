import { useId } from 'react';
import type { ChangeEvent } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import LinearProgress from '@mui/material/LinearProgress';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import SwapHorizIcon from '@mui/icons-material/SwapHoriz';
import { browserConversionTransport, type ConversionTransport } from '../api/convert-archive';
import { useArchiveConversion } from '../hooks/use-archive-conversion';

export interface ArchiveConversionProps {
  /** Hands the converted .esx to the upload flow ("Import now"). */
  onImport: (file: File) => void;
  /** The calls a conversion makes (tests pass fakes). */
  transport?: ConversionTransport;
}

const STATUS_TEXT = {
  UPLOADING: 'Uploading…',
  PROCESSING: 'Converting…',
} as const;

/**
 * "Convert a controller archive": pick a Cisco Catalyst Center / DNA Center / Prime map archive, follow the
 * conversion (docs/product-spec.md §4), get the .esx saved, and import it at once.
 */
export function ArchiveConversion({
  onImport,
  transport = browserConversionTransport,
}: ArchiveConversionProps) {
  const headingId = useId();
  const { state, convert, reset } = useArchiveConversion(transport);
  const isBusy = state?.status === 'UPLOADING' || state?.status === 'PROCESSING';

  function handleFile(event: ChangeEvent<HTMLInputElement>) {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (file !== undefined) {
      void convert(file);
    }
  }

  function handleImport() {
    const esx = state?.esx ?? null;
    if (esx !== null) {
      onImport(esx);
      reset();
    }
  }

  return (
    <Box component="section" aria-labelledby={headingId} sx={{ mt: 3 }}>
      <Typography id={headingId} variant="subtitle2" component="h3">
        Controller archive
      </Typography>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
        Convert a Cisco Catalyst Center, DNA Center or Prime map archive (.tar.gz, .tar or .zip) into an .esx
        project.
      </Typography>
      <Button component="label" variant="outlined" startIcon={<SwapHorizIcon />} disabled={isBusy}>
        Convert an archive…
        <input
          hidden
          type="file"
          accept=".zip,.tar,.gz,.tgz,application/zip,application/gzip,application/x-tar"
          aria-label="Map archive file"
          onChange={handleFile}
        />
      </Button>
      {state !== null && (
        <Box role="status" aria-live="polite" data-status={state.status} sx={{ mt: 2 }}>
          <Typography variant="body2" sx={{ fontWeight: 500 }}>
            {state.archiveName}
          </Typography>
          {state.status === 'FAILED' ? (
            <>
              <Typography variant="body2" color="error">
                {state.message}
              </Typography>
              {state.detail !== null && (
                <Typography variant="body2" color="text.secondary">
                  {state.detail}
                </Typography>
              )}
            </>
          ) : (
            <Typography variant="body2" color="text.secondary">
              {state.status === 'COMPLETED'
                ? `Converted: ${state.esx?.name ?? ''} is saved.`
                : STATUS_TEXT[state.status]}
            </Typography>
          )}
          <LinearProgress
            variant="determinate"
            value={state.progress}
            color={state.status === 'FAILED' ? 'error' : 'primary'}
            aria-label="Conversion progress"
            sx={{ my: 1 }}
          />
          {state.status === 'COMPLETED' && (
            <Stack direction="row" spacing={1}>
              <Button variant="contained" onClick={handleImport}>
                Import now
              </Button>
              <Button onClick={reset}>Not now</Button>
            </Stack>
          )}
        </Box>
      )}
    </Box>
  );
}
