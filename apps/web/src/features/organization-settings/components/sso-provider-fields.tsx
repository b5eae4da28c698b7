import type { Control, FieldErrors, UseFormRegister } from 'react-hook-form';
import { Controller, useWatch } from 'react-hook-form';
import FormControlLabel from '@mui/material/FormControlLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import type { SsoConfiguration } from '../api/sso-configuration';
import type { SsoFormValues } from './sso-form-schema';

export interface SsoProviderFieldsProps {
  control: Control<SsoFormValues>;
  register: UseFormRegister<SsoFormValues>;
  errors: FieldErrors<SsoFormValues>;
  serviceProvider: SsoConfiguration['serviceProvider'];
  hasClientSecret: boolean;
}

function CopyableValue({ label, value }: { label: string; value: string }) {
  return (
    <TextField
      size="small"
      label={label}
      value={value}
      fullWidth
      slotProps={{ htmlInput: { readOnly: true, style: { fontFamily: 'monospace' } } }}
    />
  );
}

/** The identity provider's settings for the chosen protocol, with our URLs to register at the provider. */
export function SsoProviderFields({
  control,
  register,
  errors,
  serviceProvider,
  hasClientSecret,
}: SsoProviderFieldsProps) {
  const protocol = useWatch({ control, name: 'protocol' });
  const samlSource = useWatch({ control, name: 'samlSource' });

  if (protocol === 'OIDC') {
    return (
      <Stack spacing={2}>
        <CopyableValue
          label="Redirect URI to register at your provider"
          value={serviceProvider.oidcRedirectUri}
        />
        <TextField
          {...register('issuer')}
          label="Issuer URL"
          fullWidth
          error={errors.issuer !== undefined}
          helperText={errors.issuer?.message}
        />
        <TextField
          {...register('clientId')}
          label="Client ID"
          fullWidth
          error={errors.clientId !== undefined}
          helperText={errors.clientId?.message}
        />
        <TextField
          {...register('clientSecret')}
          label="Client secret"
          type="password"
          autoComplete="new-password"
          fullWidth
          error={errors.clientSecret !== undefined}
          helperText={
            errors.clientSecret?.message ??
            (hasClientSecret ? 'A secret is stored (encrypted). Leave empty to keep it.' : undefined)
          }
        />
      </Stack>
    );
  }

  return (
    <Stack spacing={2}>
      <CopyableValue label="Assertion consumer service (ACS) URL" value={serviceProvider.samlAcsUrl} />
      <CopyableValue label="Service provider entity ID" value={serviceProvider.samlEntityId} />
      <Controller
        control={control}
        name="samlSource"
        render={({ field }) => (
          <RadioGroup
            row
            aria-label="Identity provider settings"
            value={field.value}
            onChange={field.onChange}
          >
            <FormControlLabel value="metadata" control={<Radio />} label="IdP metadata XML" />
            <FormControlLabel value="manual" control={<Radio />} label="Entry point and certificate" />
          </RadioGroup>
        )}
      />
      {samlSource === 'metadata' ? (
        <TextField
          {...register('samlMetadataXml')}
          label="IdP metadata XML"
          multiline
          minRows={4}
          maxRows={12}
          fullWidth
          error={errors.samlMetadataXml !== undefined}
          helperText={
            errors.samlMetadataXml?.message ?? 'Paste the metadata document your identity provider publishes.'
          }
        />
      ) : (
        <>
          <TextField
            {...register('samlEntryPoint')}
            label="Single sign-on URL (entry point)"
            fullWidth
            error={errors.samlEntryPoint !== undefined}
            helperText={errors.samlEntryPoint?.message}
          />
          <TextField
            {...register('samlCertificate')}
            label="Signing certificate (PEM)"
            multiline
            minRows={4}
            fullWidth
            error={errors.samlCertificate !== undefined}
            helperText={errors.samlCertificate?.message}
          />
        </>
      )}
      <Typography variant="body2" color="text.secondary">
        {`Responses or assertions must be signed with ${samlSource === 'metadata' ? 'the certificate in the metadata' : 'this certificate'}; unsigned, expired or replayed ones are refused.`}
      </Typography>
    </Stack>
  );
}
