import Alert from '@mui/material/Alert';
import { PageFrame } from '@/components/page-frame';

/** After a device was approved on /oauth2-consent: it may now be used, and this window can be closed. */
export function DeviceAuthSuccessfulPage() {
  return (
    <PageFrame title="Device authorized" maxWidth="sm">
      <Alert severity="success">
        Your device is now signed in to Airlens and may be used. You can close this window.
      </Alert>
    </PageFrame>
  );
}
