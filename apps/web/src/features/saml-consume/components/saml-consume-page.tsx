import { Link as RouterLink } from 'react-router';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { PageFrame } from '@/components/page-frame';
import { useSsoLanding } from '../hooks/use-sso-landing';

export const SIGNING_IN_TEXT = 'Signing you in…';

/** Where single sign-on lands after the identity provider: finishes the sign-in, or shows why it was refused. */
export function SamlConsumePage() {
  const landing = useSsoLanding();
  return (
    <PageFrame title="Single sign-on" maxWidth="sm">
      {landing.status === 'working' ? (
        <Box role="status" sx={{ display: 'flex', alignItems: 'center', gap: 2, py: 4 }}>
          <CircularProgress size={28} aria-hidden />
          <Typography>{SIGNING_IN_TEXT}</Typography>
        </Box>
      ) : (
        <Stack spacing={2} sx={{ alignItems: 'flex-start' }}>
          <Alert severity="error" sx={{ width: '100%' }}>
            {landing.message}
          </Alert>
          <Button component={RouterLink} to="/login" variant="contained">
            Back to sign-in
          </Button>
        </Stack>
      )}
    </PageFrame>
  );
}
