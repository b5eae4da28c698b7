import type { ConsentRequest } from '@airlens/contract';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useState, type FormEvent } from 'react';
import { useDecideDevice, useLookUpDevice } from '../api/consent';
import { ConsentCard } from './consent-card';

export interface DeviceConsentProps {
  /** The code from verification_uri_complete (`?user_code=`), or empty. */
  initialCode: string;
  onSwitchAccount: () => void;
  onApproved: () => void;
}

/** Device flow: the code the device shows first, then the consent for that device. */
export function DeviceConsent({ initialCode, onSwitchAccount, onApproved }: DeviceConsentProps) {
  const [code, setCode] = useState(initialCode);
  const [request, setRequest] = useState<ConsentRequest | null>(null);
  const [isDenied, setIsDenied] = useState(false);
  const lookUp = useLookUpDevice();
  const decide = useDecideDevice();

  function handleSubmit(event: FormEvent) {
    event.preventDefault();
    lookUp.mutate(code.trim(), { onSuccess: setRequest });
  }

  function handleDecide(approve: boolean) {
    if (request?.userCode === undefined) {
      return;
    }
    decide.mutate(
      { userCode: request.userCode, approve },
      { onSuccess: () => (approve ? onApproved() : setIsDenied(true)) },
    );
  }

  if (isDenied) {
    return (
      <Alert severity="info">
        Access denied. The device was not signed in to Airlens. You can close this window.
      </Alert>
    );
  }
  if (request !== null) {
    return (
      <ConsentCard
        request={request}
        isBusy={decide.isPending || decide.isSuccess}
        error={decide.error?.message ?? null}
        onDecide={handleDecide}
        onSwitchAccount={onSwitchAccount}
      />
    );
  }
  return (
    <Paper variant="outlined" sx={{ p: 3 }} component="form" onSubmit={handleSubmit} aria-label="Device code">
      <Typography variant="body1" sx={{ mb: 2 }}>
        Enter the code shown on your device.
      </Typography>
      <Stack spacing={2}>
        <TextField
          label="Code"
          value={code}
          onChange={(event) => setCode(event.target.value.toUpperCase())}
          placeholder="XXXX-XXXX"
          autoComplete="off"
          slotProps={{ htmlInput: { maxLength: 16, spellCheck: false } }}
          required
        />
        {lookUp.error !== null && <Alert severity="error">{lookUp.error.message}</Alert>}
        <Button type="submit" variant="contained" disabled={lookUp.isPending || code.trim() === ''}>
          Continue
        </Button>
      </Stack>
    </Paper>
  );
}
