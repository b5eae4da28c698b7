import { useForm, Controller } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import FormControlLabel from '@mui/material/FormControlLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import Typography from '@mui/material/Typography';
import { PageLoader } from '@/components/page-loader';
import { useSsoConfiguration, type SsoConfiguration } from '../api/sso-configuration';
import { useUpdateSsoConfiguration } from '../api/update-sso-configuration';
import { ssoFormSchema, ssoFormValues, ssoInputOf, type SsoFormValues } from './sso-form-schema';
import { SsoDomainsField } from './sso-domains-field';
import { SsoProviderFields } from './sso-provider-fields';

export const SSO_LOAD_FAILED = 'Could not load the single sign-on configuration.';

export interface SsoFormProps {
  /** The admin's organisation. */
  orgId: string;
}

/** SSO self-service for organisation admins with enterprise-plus: OIDC or SAML, and the e-mail domains. */
export function SsoForm({ orgId }: SsoFormProps) {
  const configuration = useSsoConfiguration(orgId);
  if (configuration.isPending) {
    return <PageLoader />;
  }
  if (configuration.isError) {
    return <Alert severity="error">{SSO_LOAD_FAILED}</Alert>;
  }
  return <SsoConfigurationEditor orgId={orgId} configuration={configuration.data} />;
}

function SsoConfigurationEditor({
  orgId,
  configuration,
}: {
  orgId: string;
  configuration: SsoConfiguration;
}) {
  const save = useUpdateSsoConfiguration(orgId);
  const {
    control,
    register,
    handleSubmit,
    reset,
    formState: { errors },
  } = useForm<SsoFormValues>({
    resolver: zodResolver(ssoFormSchema),
    defaultValues: ssoFormValues(configuration),
  });

  function handleSave(values: SsoFormValues) {
    save.mutate(ssoInputOf(values), { onSuccess: (result) => reset(ssoFormValues(result.data)) });
  }

  return (
    <Stack
      component="form"
      noValidate
      spacing={3}
      aria-label="Single sign-on"
      onSubmit={(event) => void handleSubmit(handleSave)(event)}
    >
      <Typography variant="h6" component="h2">
        Single sign-on
      </Typography>
      {save.isSuccess && <Alert severity="success">{save.data.message}</Alert>}
      {save.isError && <Alert severity="error">{save.error.message}</Alert>}
      <Controller
        control={control}
        name="enabled"
        render={({ field }) => (
          <FormControlLabel
            control={
              <Switch checked={field.value} onChange={(event) => field.onChange(event.target.checked)} />
            }
            label="Enable single sign-on"
          />
        )}
      />
      <Controller
        control={control}
        name="protocol"
        render={({ field }) => (
          <RadioGroup row aria-label="Protocol" value={field.value} onChange={field.onChange}>
            <FormControlLabel value="OIDC" control={<Radio />} label="OpenID Connect" />
            <FormControlLabel value="SAML" control={<Radio />} label="SAML 2.0" />
          </RadioGroup>
        )}
      />
      <SsoProviderFields
        control={control}
        register={register}
        errors={errors}
        serviceProvider={configuration.serviceProvider}
        hasClientSecret={configuration.hasClientSecret}
      />
      <Controller
        control={control}
        name="emailDomains"
        render={({ field }) => (
          <SsoDomainsField
            orgId={orgId}
            value={field.value}
            onChange={field.onChange}
            saved={configuration.emailDomains}
            error={errors.emailDomains?.message}
          />
        )}
      />
      <Stack direction="row">
        <Button type="submit" variant="contained" disabled={save.isPending}>
          Save single sign-on
        </Button>
      </Stack>
    </Stack>
  );
}
