import { useState } from 'react';
import type { FormEvent } from 'react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { FIELD_REQUIRED } from '@airlens/domain';
import { useActivateOrgLicense } from '../api/org-licenses';

export interface ActivateLicenseFormProps {
  orgId: string;
}

/** Activates a new licence key for the organisation. */
export function ActivateLicenseForm({ orgId }: ActivateLicenseFormProps) {
  const [licenseKey, setLicenseKey] = useState('');
  const [fieldError, setFieldError] = useState<string | null>(null);
  const activate = useActivateOrgLicense();

  function handleSubmit(event: FormEvent<HTMLFormElement>): void {
    event.preventDefault();
    const trimmed = licenseKey.trim();
    if (trimmed === '') {
      setFieldError(FIELD_REQUIRED);
      return;
    }
    setFieldError(null);
    activate.mutate({ orgId, licenseKey: trimmed }, { onSuccess: () => setLicenseKey('') });
  }

  return (
    <Stack
      component="form"
      noValidate
      aria-label="Activate a licence key"
      spacing={1}
      onSubmit={handleSubmit}
    >
      {activate.isSuccess && (
        <Alert severity="success">{`Licence key ${activate.data.licenseKey} has been activated.`}</Alert>
      )}
      {activate.isError && <Alert severity="error">{activate.error.message}</Alert>}
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ alignItems: { sm: 'flex-start' } }}>
        <TextField
          size="small"
          label="Licence key"
          value={licenseKey}
          onChange={(event) => setLicenseKey(event.target.value)}
          required
          error={fieldError !== null}
          helperText={fieldError}
          sx={{ minWidth: 280 }}
        />
        <Button type="submit" variant="contained" disabled={activate.isPending}>
          Activate
        </Button>
      </Stack>
    </Stack>
  );
}
