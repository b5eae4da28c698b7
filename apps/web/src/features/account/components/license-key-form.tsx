import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { z } from 'zod';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { ACCOUNT_MESSAGES, FIELD_REQUIRED } from '@airlens/domain';
import { useActivateLicense } from '../api/activate-license';

const licenseKeySchema = z.object({ licenseKey: z.string().trim().min(1, FIELD_REQUIRED) });
type LicenseKeyValues = z.infer<typeof licenseKeySchema>;

export const LICENSE_ACTIVATED_TEXT = 'Your licence key has been activated.';

export interface LicenseKeyFormProps {
  userId: string;
}

/** Activates a licence key for the signed-in user. */
export function LicenseKeyForm({ userId }: LicenseKeyFormProps) {
  const activate = useActivateLicense(userId);
  const {
    register,
    handleSubmit,
    reset,
    formState: { errors },
  } = useForm<LicenseKeyValues>({
    resolver: zodResolver(licenseKeySchema),
    defaultValues: { licenseKey: '' },
  });

  return (
    <Stack
      component="form"
      noValidate
      spacing={2}
      aria-label="Activate a licence key"
      onSubmit={(event) =>
        void handleSubmit((values) => activate.mutate(values.licenseKey, { onSuccess: () => reset() }))(event)
      }
    >
      {activate.isSuccess && <Alert severity="success">{activate.data || LICENSE_ACTIVATED_TEXT}</Alert>}
      {activate.isError && (
        <Alert severity="error">{activate.error.message || ACCOUNT_MESSAGES.userLicenseFailed}</Alert>
      )}
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ alignItems: { sm: 'flex-start' } }}>
        <TextField
          {...register('licenseKey')}
          label="Licence key"
          required
          fullWidth
          error={errors.licenseKey !== undefined}
          helperText={errors.licenseKey?.message}
        />
        <Button
          type="submit"
          variant="contained"
          disabled={activate.isPending}
          sx={{ flexShrink: 0, minHeight: 56 }}
        >
          Activate
        </Button>
      </Stack>
    </Stack>
  );
}
