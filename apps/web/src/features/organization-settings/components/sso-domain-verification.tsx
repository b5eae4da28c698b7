import { useState } from 'react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import type { SsoDomain } from '../api/sso-configuration';
import { useRequestSsoDomainCode, useVerifySsoDomain } from '../api/sso-domain-verification';

export interface SsoDomainVerificationProps {
  orgId: string;
  domain: SsoDomain;
}

/**
 * Verifies a saved, pending e-mail domain: a six-digit code goes to an address at the domain (postmaster@ by
 * default); whoever reads that mailbox passes the code on, which proves the organisation controls the domain.
 */
export function SsoDomainVerification({ orgId, domain }: SsoDomainVerificationProps) {
  const requestCode = useRequestSsoDomainCode(orgId);
  const verify = useVerifySsoDomain(orgId);
  const [email, setEmail] = useState(domain.pendingCodeEmail ?? `postmaster@${domain.domain}`);
  const [code, setCode] = useState('');
  const sentTo = requestCode.isSuccess ? requestCode.variables.email : domain.pendingCodeEmail;
  const error = verify.error ?? requestCode.error;

  return (
    <Stack spacing={1} sx={{ pl: { sm: 2 } }}>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1} sx={{ alignItems: { sm: 'center' } }}>
        <TextField
          size="small"
          label={`Address at ${domain.domain}`}
          type="email"
          value={email}
          onChange={(event) => setEmail(event.target.value)}
          sx={{ minWidth: 260 }}
        />
        <Button
          variant="outlined"
          size="small"
          disabled={requestCode.isPending || email.trim() === ''}
          onClick={() => requestCode.mutate({ domain: domain.domain, email: email.trim() })}
        >
          Send code
        </Button>
      </Stack>
      {sentTo !== null && (
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1} sx={{ alignItems: { sm: 'center' } }}>
          <Typography variant="body2" color="text.secondary">
            Code sent to {sentTo}
          </Typography>
          <TextField
            size="small"
            label={`Verification code for ${domain.domain}`}
            value={code}
            onChange={(event) => setCode(event.target.value.replace(/\D/g, '').slice(0, 6))}
            slotProps={{ htmlInput: { inputMode: 'numeric', autoComplete: 'one-time-code' } }}
          />
          <Button
            variant="contained"
            size="small"
            disabled={verify.isPending || code.length !== 6}
            onClick={() => verify.mutate({ domain: domain.domain, code })}
          >
            Verify
          </Button>
        </Stack>
      )}
      {error !== null && (
        <Alert severity="error" variant="outlined">
          {error.message}
        </Alert>
      )}
    </Stack>
  );
}
