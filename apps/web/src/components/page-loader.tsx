import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import { LOADING_TEXT } from '@airlens/domain';

/** Centered spinner shown while a lazy screen or start-up data loads. */
export function PageLoader() {
  return (
    <Box
      role="status"
      sx={{ display: 'flex', justifyContent: 'center', alignItems: 'center', minHeight: 240 }}
    >
      <CircularProgress aria-label={LOADING_TEXT} />
    </Box>
  );
}
