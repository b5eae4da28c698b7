import { useState } from 'react';
import type { FormEvent } from 'react';
import Alert from '@mui/material/Alert';
import TextField from '@mui/material/TextField';
import { AppDialog } from '@/components/app-dialog';
import { DialogCard } from '@/components/dialog-card';
import { emailFieldError } from '@/components/email-field-error';
import { useAssignOrgLicense } from '../api/org-licenses';
import type { ManagedLicense } from '../api/org-licenses';

export interface AssignLicenseDialogProps {
  orgId: string;
  license: ManagedLicense;
  onClose: () => void;
}

/** Assigns a licence to a member of the organisation by e-mail. */
export function AssignLicenseDialog({ orgId, license, onClose }: AssignLicenseDialogProps) {
  const [email, setEmail] = useState(license.assignedTo ?? '');
  const [fieldError, setFieldError] = useState<string | null>(null);
  const assign = useAssignOrgLicense();

  function handleSubmit(event?: FormEvent): void {
    event?.preventDefault();
    const error = emailFieldError(email);
    setFieldError(error);
    if (error === null) {
      assign.mutate({ orgId, licenseKey: license.licenseKey, email: email.trim() }, { onSuccess: onClose });
    }
  }

  return (
    <AppDialog open onClose={onClose}>
      <form noValidate aria-label="Assign licence" onSubmit={handleSubmit}>
        <DialogCard
          title="Assign licence"
          primaryActionText="Assign"
          secondaryActionText="Cancel"
          primaryActionDisabled={assign.isPending}
          onPrimaryAction={() => handleSubmit()}
          onSecondaryAction={onClose}
          onClose={onClose}
        >
          {assign.isError && (
            <Alert severity="error" sx={{ mb: 2 }}>
              {assign.error.message}
            </Alert>
          )}
          <TextField
            label="Member e-mail"
            type="email"
            value={email}
            onChange={(event) => setEmail(event.target.value)}
            required
            fullWidth
            autoFocus
            error={fieldError !== null}
            helperText={fieldError ?? `Licence ${license.licenseKey}`}
            sx={{ mt: 1 }}
          />
        </DialogCard>
      </form>
    </AppDialog>
  );
}
