import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { ACCOUNT_MESSAGES, formatDate, LOADING_TEXT, QUERY_RETRIES } from '@airlens/domain';
import type { ClientUser } from '@airlens/domain';
import { PageFrame } from '@/components/page-frame';
import { ApiError } from '@/lib/api-client';
import { useSessionUser } from '@/lib/session';
import { licenseStatusQueryOptions } from '../api/license-status';
import { AccessNotice } from './access-notice';
import { ConnectedAppsPanel } from './connected-apps-panel';
import { LicenseKeyForm } from './license-key-form';
import { PersonalAccessTokensPanel } from './personal-access-tokens-panel';

/** What the licence panel says when the account holds no licence. */
export const NO_LICENCE_TEXT = 'No licence is assigned to your account.';

/** A 404 licence status: the account holds no licence (asking again will not change that). */
function isNoLicence(error: unknown): boolean {
  return error instanceof ApiError && error.status === 404;
}

/** A label and its value: one column of labels wide enough for the longest ('Organisation administrator'). */
function Field({ label, value }: { label: string; value: string }) {
  return (
    <Stack direction={{ xs: 'column', sm: 'row' }} spacing={{ xs: 0, sm: 2 }}>
      <Typography component="dt" color="text.secondary" sx={{ flex: { sm: '0 0 220px' } }}>
        {label}
      </Typography>
      <Typography component="dd" sx={{ m: 0 }}>
        {value}
      </Typography>
    </Stack>
  );
}

function LicenseStatusPanel({ user }: { user: ClientUser }) {
  // Without a licence key there is no status to fetch; a 404 means the same, so it is not retried for seconds.
  const hasLicence = user.licenseKey !== null;
  const status = useQuery({
    ...licenseStatusQueryOptions(user.userId),
    enabled: hasLicence,
    retry: (failureCount, error) => !isNoLicence(error) && failureCount < QUERY_RETRIES,
    meta: { handledError: true },
  });
  if (!hasLicence || isNoLicence(status.error)) {
    return <Typography>{NO_LICENCE_TEXT}</Typography>;
  }
  if (status.isPending) {
    return <Typography>{LOADING_TEXT}</Typography>;
  }
  if (status.isError) {
    return (
      <Alert
        severity="error"
        action={
          <Button color="inherit" size="small" onClick={() => void status.refetch()}>
            Try again
          </Button>
        }
      >
        {ACCOUNT_MESSAGES.licenseStatusFailed}
      </Alert>
    );
  }
  const { licenseStatus, subscriptionExpirationDate, product } = status.data;
  return (
    <Stack component="dl" spacing={1} sx={{ m: 0 }}>
      <Stack direction="row" spacing={2} sx={{ alignItems: 'center' }}>
        <Typography component="dt" color="text.secondary" sx={{ minWidth: 180 }}>
          Status
        </Typography>
        <Typography component="dd" sx={{ m: 0 }}>
          <Chip size="small" label={licenseStatus} color={licenseStatus === 'ACTIVE' ? 'success' : 'error'} />
        </Typography>
      </Stack>
      <Field label="Product" value={product} />
      <Field
        label="Subscription ends"
        value={subscriptionExpirationDate === null ? 'Never' : formatDate(subscriptionExpirationDate)}
      />
      <Field label="Licence key" value={user.licenseKey ?? '—'} />
    </Stack>
  );
}

/**
 * My page (/home/manage/my-page and /manage/manage-home): why the user is here when their licence blocks the
 * app (and what to do), the user, the licence status, and key activation.
 */
export function MyPage() {
  const user = useSessionUser();
  const [now] = useState(() => new Date());
  if (user === null) {
    return <PageFrame title="My page" />;
  }
  return (
    <PageFrame title="My page">
      <Stack spacing={3}>
        <AccessNotice user={user} now={now} />
        <Paper variant="outlined" sx={{ p: 3 }}>
          <Typography variant="h6" component="h2" sx={{ mb: 2 }}>
            Account
          </Typography>
          <Stack component="dl" spacing={1} sx={{ m: 0 }}>
            <Field label="Name" value={user.name} />
            <Field label="E-mail" value={user.email} />
            <Field label="Organisation administrator" value={user.orgAdmin ? 'Yes' : 'No'} />
          </Stack>
        </Paper>
        <Paper variant="outlined" sx={{ p: 3 }}>
          <Typography variant="h6" component="h2" sx={{ mb: 2 }}>
            Licence
          </Typography>
          {user.role === 'GUEST' ? (
            <Typography>Guests have no licence.</Typography>
          ) : (
            <LicenseStatusPanel user={user} />
          )}
        </Paper>
        {user.role !== 'GUEST' && (
          <Paper variant="outlined" sx={{ p: 3 }}>
            <Typography variant="h6" component="h2" sx={{ mb: 2 }}>
              Activate a licence key
            </Typography>
            <LicenseKeyForm userId={user.userId} />
          </Paper>
        )}
        {user.role !== 'GUEST' && (
          <Paper variant="outlined" sx={{ p: 3 }} component="section" aria-labelledby="connected-apps">
            <Typography variant="h6" component="h2" sx={{ mb: 2 }} id="connected-apps">
              Connected apps
            </Typography>
            <ConnectedAppsPanel userId={user.userId} />
          </Paper>
        )}
        {user.role !== 'GUEST' && (
          <Paper
            variant="outlined"
            sx={{ p: 3 }}
            component="section"
            aria-labelledby="personal-access-tokens"
          >
            <Typography variant="h6" component="h2" sx={{ mb: 2 }} id="personal-access-tokens">
              Personal access tokens
            </Typography>
            <PersonalAccessTokensPanel userId={user.userId} />
          </Paper>
        )}
      </Stack>
    </PageFrame>
  );
}
