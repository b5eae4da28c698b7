import { formatDate } from '@airlens/domain';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useConnectedApps, useRevokeConnectedApp } from '../api/connected-apps';

/** The applications the user approved (Connected apps), each with a Revoke button. */
export function ConnectedAppsPanel({ userId }: { userId: string }) {
  const apps = useConnectedApps(userId);
  const revoke = useRevokeConnectedApp(userId);
  if (apps.isPending) {
    return <Typography color="text.secondary">Loading connected apps…</Typography>;
  }
  if (apps.isError) {
    return <Alert severity="error">{apps.error.message}</Alert>;
  }
  if (apps.data.length === 0) {
    return <Typography color="text.secondary">No applications are connected to your account.</Typography>;
  }
  return (
    <Stack spacing={1}>
      {revoke.error !== null && <Alert severity="error">{revoke.error.message}</Alert>}
      <List aria-label="Connected apps" disablePadding>
        {apps.data.map((app) => (
          <ListItem
            key={app.clientId}
            disableGutters
            secondaryAction={
              <Button
                color="error"
                disabled={revoke.isPending}
                onClick={() => revoke.mutate(app.clientId)}
                aria-label={`Revoke ${app.clientName}`}
              >
                Revoke
              </Button>
            }
          >
            <ListItemText
              primary={app.clientName}
              secondary={
                <Stack component="span" direction="row" spacing={1} sx={{ flexWrap: 'wrap', mt: 0.5 }}>
                  <span>Approved {formatDate(app.approvedAt)}</span>
                  {app.scopes.map((scope) => (
                    <Chip key={scope} component="span" size="small" label={scope} />
                  ))}
                </Stack>
              }
            />
          </ListItem>
        ))}
      </List>
    </Stack>
  );
}
