import { useState } from 'react';
import { useNavigate } from 'react-router';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { EULA_VERSION } from '@airlens/domain';
import { CardPage } from '@/components/card-page';
import { useSessionUser } from '@/lib/session';
import { useAcceptEula } from '../api/accept-eula';

export interface EulaConsentScreenProps {
  /** Signs the user out: the way off this screen for someone who does not accept. */
  onDecline: () => void;
}

/**
 * /eula-consent: a signed-in user accepts the current end-user licence agreement, then continues to the root, or
 * declines and is signed out (every other page leads back here until the agreement is accepted).
 */
export function EulaConsentScreen({ onDecline }: EulaConsentScreenProps) {
  const user = useSessionUser();
  const navigate = useNavigate();
  const accept = useAcceptEula();
  const [isChecked, setIsChecked] = useState(false);

  function handleAccept() {
    if (user === null) {
      return;
    }
    accept.mutate(user, { onSuccess: () => void navigate('/', { replace: true }) });
  }

  return (
    <CardPage title="End-user licence agreement" maxWidth={640}>
      <Typography sx={{ mb: 2 }}>
        Before you continue, please read and accept the Airlens end-user licence agreement, version{' '}
        {EULA_VERSION}.
      </Typography>
      <Box
        tabIndex={0}
        role="document"
        aria-label="Agreement text"
        sx={{
          maxHeight: 240,
          overflowY: 'auto',
          border: 1,
          borderColor: 'divider',
          borderRadius: 1,
          p: 2,
          mb: 2,
        }}
      >
        <Typography variant="body2" sx={{ mb: 1 }}>
          Airlens is licensed, not sold. Your licence lets you upload, view and share survey projects of your
          organisation within the limits of your licence product.
        </Typography>
        <Typography variant="body2">
          You keep the rights to the project files you upload. We process them only to provide the service,
          and delete them when you delete the project or your account.
        </Typography>
      </Box>
      <Stack spacing={2}>
        {accept.isError && <Alert severity="error">{accept.error.message}</Alert>}
        <FormControlLabel
          control={<Checkbox checked={isChecked} onChange={(event) => setIsChecked(event.target.checked)} />}
          label={`I accept the end-user licence agreement (${EULA_VERSION})`}
        />
        <Button
          variant="contained"
          size="large"
          disabled={!isChecked || accept.isPending || user === null}
          onClick={handleAccept}
        >
          Accept and continue
        </Button>
        <Button variant="text" disabled={accept.isPending} onClick={onDecline}>
          Decline and sign out
        </Button>
      </Stack>
    </CardPage>
  );
}
