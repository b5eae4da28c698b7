import { useState } from 'react';
import type { FormEvent } from 'react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useRequestGuestCode, useStartGuestSession } from '../api/guest-access';
import type { GuestSession } from '../api/guest-access';
import { GuestAccessError } from './guest-access-error';

export const CODE_SENT_TEXT =
  'If this invitation is valid, a code is on its way to the invited e-mail address.';
export const CODE_FORMAT_TEXT = 'The one-time code has 6 digits';

export interface GuestCodeFormProps {
  keyId: string;
  onSession: (session: GuestSession) => void;
}

/** Asks for a one-time code by e-mail and exchanges it for a read-only guest session. */
export function GuestCodeForm({ keyId, onSession }: GuestCodeFormProps) {
  const requestCode = useRequestGuestCode(keyId);
  const startSession = useStartGuestSession(keyId);
  const [otp, setOtp] = useState('');
  const [otpError, setOtpError] = useState<string | null>(null);

  function handleVerify(event: FormEvent<HTMLFormElement>): void {
    event.preventDefault();
    const code = otp.trim();
    if (!/^\d{6}$/.test(code)) {
      setOtpError(CODE_FORMAT_TEXT);
      return;
    }
    setOtpError(null);
    startSession.mutate(code, { onSuccess: onSession });
  }

  return (
    <Stack spacing={2} sx={{ maxWidth: 480 }}>
      <Typography>
        This project was shared with you securely. Request a one-time code; it is sent to the e-mail address
        the invitation was made for.
      </Typography>
      {requestCode.isSuccess && <Alert severity="info">{CODE_SENT_TEXT}</Alert>}
      {requestCode.isError && <GuestAccessError error={requestCode.error} />}
      <div>
        <Button
          variant={requestCode.isSuccess ? 'outlined' : 'contained'}
          disabled={requestCode.isPending}
          onClick={() => requestCode.mutate()}
        >
          {requestCode.isSuccess ? 'Send a new code' : 'Send me a code'}
        </Button>
      </div>
      {requestCode.isSuccess && (
        <Stack
          component="form"
          noValidate
          aria-label="Enter the one-time code"
          spacing={2}
          onSubmit={handleVerify}
        >
          {startSession.isError && <GuestAccessError error={startSession.error} />}
          <TextField
            label="One-time code"
            value={otp}
            onChange={(event) => setOtp(event.target.value)}
            autoComplete="one-time-code"
            autoFocus
            error={otpError !== null}
            helperText={otpError}
            slotProps={{ htmlInput: { inputMode: 'numeric', maxLength: 6 } }}
          />
          <div>
            <Button type="submit" variant="contained" disabled={startSession.isPending}>
              View project
            </Button>
          </div>
        </Stack>
      )}
    </Stack>
  );
}
