import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { Link as RouterLink, useLocation, useNavigate, useSearchParams } from 'react-router';
import { PageFrame } from '@/components/page-frame';
import { useSessionUser } from '@/lib/session';
import { AuthorizationConsent } from './authorization-consent';
import { DeviceConsent } from './device-consent';

export interface OAuth2ConsentPageProps {
  /** Ends the Airlens session ("Not you? Switch account"); composed in app/ from the auth feature. */
  signOut: () => Promise<void>;
  /** Leaves the web app for the authorization server; the browser's own navigation unless a test replaces it. */
  continueTo?: (url: string) => void;
}

function leaveFor(url: string): void {
  window.location.assign(url);
}

/**
 * /oauth2-consent: an application asks for access. `?interaction=` is an authorization code request; without
 * it a device waits, and its code (pre-filled from `?user_code=`) is asked for first.
 */
export function OAuth2ConsentPage({ signOut, continueTo = leaveFor }: OAuth2ConsentPageProps) {
  const [searchParams] = useSearchParams();
  const location = useLocation();
  const navigate = useNavigate();
  const user = useSessionUser();
  const loginPath = `/login?redirect=${encodeURIComponent(`${location.pathname}${location.search}`)}`;
  const uid = searchParams.get('interaction');

  async function handleSwitchAccount() {
    await signOut();
    await navigate(loginPath);
  }

  if (user === null) {
    return (
      <PageFrame title="Authorize application" maxWidth="sm">
        <Stack spacing={2} sx={{ alignItems: 'flex-start' }}>
          <Alert severity="info">Sign in to Airlens to continue.</Alert>
          <Button variant="contained" component={RouterLink} to={loginPath}>
            Sign in
          </Button>
        </Stack>
      </PageFrame>
    );
  }
  return (
    <PageFrame title="Authorize application" maxWidth="sm">
      {uid !== null && uid !== '' ? (
        <AuthorizationConsent
          uid={uid}
          onSwitchAccount={() => void handleSwitchAccount()}
          onContinue={continueTo}
        />
      ) : (
        <DeviceConsent
          initialCode={searchParams.get('user_code') ?? ''}
          onSwitchAccount={() => void handleSwitchAccount()}
          onApproved={() => void navigate('/device-auth-successful')}
        />
      )}
    </PageFrame>
  );
}
