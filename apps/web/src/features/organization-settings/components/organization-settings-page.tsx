import type { ReactNode } from 'react';
import Alert from '@mui/material/Alert';
import Divider from '@mui/material/Divider';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { PageFrame } from '@/components/page-frame';
import { PageLoader } from '@/components/page-loader';
import { useConfig } from '@/lib/config';
import { useOrgPreferences } from '../api/org-preferences';
import { OrgPreferencesForm } from './org-preferences-form';
import { SsoForm } from './sso-form';

export const ORG_SETTINGS_LOAD_FAILED = 'Could not load the organization settings.';

/**
 * /manage/organization-settings (org admin with enterprise-plus; the guard shows not-found to anyone else): the
 * password policy and sharing restriction, the SSO self-service forms when the ssoConfig flag is on, and the
 * sections other features add (composed in app/: the controller connection).
 */
export function OrganizationSettingsPage({ extraSections }: { extraSections?: ReactNode } = {}) {
  const preferences = useOrgPreferences();
  const { featureFlags } = useConfig();
  let content;
  if (preferences.isPending) {
    content = <PageLoader />;
  } else if (preferences.isError) {
    content = <Alert severity="error">{ORG_SETTINGS_LOAD_FAILED}</Alert>;
  } else {
    content = (
      <>
        <Paper variant="outlined" component="section" aria-labelledby="org-preferences-heading" sx={{ p: 3 }}>
          <Typography id="org-preferences-heading" variant="h6" component="h2" sx={{ mb: 2 }}>
            Preferences
          </Typography>
          <OrgPreferencesForm
            key={preferences.data.orgId}
            preferences={preferences.data}
            showPasswordPolicy={featureFlags.passwordPolicy}
          />
        </Paper>
        {featureFlags.ssoConfig && (
          <>
            <Divider sx={{ my: 3 }} />
            <Paper variant="outlined" component="section" aria-label="Single sign-on" sx={{ p: 3 }}>
              <SsoForm orgId={preferences.data.orgId} />
            </Paper>
          </>
        )}
        {extraSections}
      </>
    );
  }
  return <PageFrame title="Organization settings">{content}</PageFrame>;
}
