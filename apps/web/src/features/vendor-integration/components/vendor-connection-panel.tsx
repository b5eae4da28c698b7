import { useState, type FormEvent } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { DEFAULT_MERAKI_BASE_URL } from '@airlens/contract';
import { useSessionUser } from '@/lib/session';
import { useConnectVendor, useDisconnectVendor, useVendorConnection } from '../api/vendor-integration';

export const CONNECTION_LOAD_FAILED = 'Could not load the controller connection.';

/**
 * The organisation's Meraki connection: what it is (the key only as its last 4 characters), and for
 * organisation admins the form that connects with an API key (tested by the server before it is kept) or the
 * button that disconnects. Others read that an admin connects the controller.
 */
export function VendorConnectionPanel() {
  const user = useSessionUser();
  const isAdmin = user?.orgAdmin === true;
  const connection = useVendorConnection();
  const connect = useConnectVendor();
  const disconnect = useDisconnectVendor();
  const [apiKey, setApiKey] = useState('');
  const [baseUrl, setBaseUrl] = useState(DEFAULT_MERAKI_BASE_URL);

  if (connection.isPending) {
    return <Typography color="text.secondary">Loading the controller connection…</Typography>;
  }
  if (connection.isError) {
    return <Alert severity="error">{CONNECTION_LOAD_FAILED}</Alert>;
  }
  const current = connection.data;
  if (current !== null) {
    return (
      <Stack spacing={1}>
        <Typography>
          Connected to Cisco Meraki at <strong>{current.baseUrl}</strong> with the API key ending in{' '}
          <strong>{current.apiKeyLast4}</strong> (since {new Date(current.connectedAt).toLocaleString()}).
        </Typography>
        <Typography color="text.secondary">
          Organizations: {current.organizations.map((org) => org.name).join(', ') || 'none'}
        </Typography>
        {isAdmin && (
          <Box>
            <Button
              variant="outlined"
              color="error"
              onClick={() => disconnect.mutate()}
              disabled={disconnect.isPending}
            >
              Disconnect
            </Button>
          </Box>
        )}
        {disconnect.isError && (
          <Alert severity="error">Could not disconnect: {disconnect.error.message}</Alert>
        )}
      </Stack>
    );
  }
  if (!isAdmin) {
    return (
      <Typography color="text.secondary">
        No controller is connected. An organization admin connects Cisco Meraki with an API key.
      </Typography>
    );
  }
  const submit = (event: FormEvent) => {
    event.preventDefault();
    connect.mutate(
      { vendor: 'meraki', apiKey: apiKey.trim(), baseUrl: baseUrl.trim() },
      { onSuccess: () => setApiKey('') },
    );
  };
  return (
    <Box component="form" onSubmit={submit} aria-label="Connect Cisco Meraki" noValidate>
      <Stack spacing={2} sx={{ maxWidth: 520 }}>
        <Typography color="text.secondary">
          Connect Cisco Meraki with a Dashboard API key. The key is tested, stored encrypted and never shown
          again.
        </Typography>
        <TextField
          label="API key"
          type="password"
          autoComplete="off"
          value={apiKey}
          onChange={(event) => setApiKey(event.target.value)}
          required
        />
        <TextField label="API address" value={baseUrl} onChange={(event) => setBaseUrl(event.target.value)} />
        {connect.isError && <Alert severity="error">Could not connect: {connect.error.message}</Alert>}
        <Box>
          <Button type="submit" variant="contained" disabled={apiKey.trim().length < 8 || connect.isPending}>
            {connect.isPending ? 'Testing the key…' : 'Connect'}
          </Button>
        </Box>
      </Stack>
    </Box>
  );
}
