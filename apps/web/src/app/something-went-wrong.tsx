import { Link as RouterLink } from 'react-router';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { PageFrame } from '../components/page-frame';

/**
 * A page that could not be shown: what went wrong, and the ways on (the start page, or a reload for a screen
 * whose code failed to download). Also stands in for the whole app shell when the router itself failed.
 */
export function SomethingWentWrong({ message }: { message: string }) {
  return (
    <PageFrame title="Something went wrong">
      <Alert severity="error">{message}</Alert>
      <Stack direction="row" spacing={1} sx={{ mt: 2 }}>
        <Button component={RouterLink} to="/" variant="contained">
          Go to the start page
        </Button>
        <Button onClick={() => window.location.reload()}>Reload the page</Button>
      </Stack>
    </PageFrame>
  );
}
