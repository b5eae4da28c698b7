import type { ConsentRequest } from '@airlens/contract';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { SCOPE_DESCRIPTIONS } from './scope-descriptions';

export interface ConsentCardProps {
  request: ConsentRequest;
  isBusy: boolean;
  error: string | null;
  onDecide: (approve: boolean) => void;
  onSwitchAccount: () => void;
}

/** The client, what it may do, who approves, and the two answers. */
export function ConsentCard({ request, isBusy, error, onDecide, onSwitchAccount }: ConsentCardProps) {
  return (
    <Paper variant="outlined" sx={{ p: 3 }} component="section" aria-labelledby="consent-heading">
      <Typography variant="h6" component="h2" id="consent-heading" sx={{ mb: 1 }}>
        {request.clientName} wants to access your Airlens account
      </Typography>
      {request.userCode !== undefined && (
        <Typography variant="body2" sx={{ mb: 1 }}>
          Device code: <strong>{request.userCode}</strong>
        </Typography>
      )}
      {request.scopes.length === 0 ? (
        <Typography variant="body2" sx={{ mb: 2 }}>
          It asks for nothing your account may grant.
        </Typography>
      ) : (
        <>
          <Typography variant="body2" sx={{ mb: 1 }}>
            It will be able to:
          </Typography>
          <Box component="ul" aria-label="Requested access" sx={{ mt: 0, mb: 2 }}>
            {request.scopes.map((scope) => (
              <li key={scope}>
                <Typography variant="body2">{SCOPE_DESCRIPTIONS[scope]}</Typography>
              </li>
            ))}
          </Box>
        </>
      )}
      <Typography variant="body2" sx={{ mb: 2 }}>
        Signed in as <strong>{request.accountEmail}</strong>.{' '}
        <Link component="button" type="button" variant="body2" onClick={onSwitchAccount}>
          Not you? Switch account
        </Link>
      </Typography>
      {error !== null && (
        <Alert severity="error" sx={{ mb: 2 }}>
          {error}
        </Alert>
      )}
      <Stack direction="row" spacing={2}>
        <Button variant="contained" disabled={isBusy} onClick={() => onDecide(true)}>
          Approve
        </Button>
        <Button variant="outlined" disabled={isBusy} onClick={() => onDecide(false)}>
          Deny
        </Button>
      </Stack>
    </Paper>
  );
}
