import { Link as RouterLink, useSearchParams } from 'react-router';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { PageFrame } from '@/components/page-frame';

/** The not-found page; `from` names the path that was asked for. */
export function NotFoundPage() {
  const [searchParams] = useSearchParams();
  const from = searchParams.get('from');
  return (
    <PageFrame title="Page not found" maxWidth="sm">
      <Typography sx={{ mb: 2 }}>
        {from ? `There is nothing at ${from}.` : 'There is nothing at this address.'} It may have moved, or
        you may not have access to it.
      </Typography>
      <Button component={RouterLink} to="/" variant="contained">
        Go to the start page
      </Button>
    </PageFrame>
  );
}
