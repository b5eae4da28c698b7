import { useState } from 'react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { formatDate } from '@airlens/domain';
import { ConfirmDialog } from '@/components/confirm-dialog';
import { useCreateSecureLink, useRevokeSecureLink, useSecureLinks } from '../api/project-sharing';
import { EmailInviteForm } from './email-invite-form';

export interface SecureLinksSectionProps {
  projectId: string;
}

/** Secure one-time-password sharing with external users (owners and org admins; public links do not exist). */
export function SecureLinksSection({ projectId }: SecureLinksSectionProps) {
  const links = useSecureLinks(projectId, true);
  const create = useCreateSecureLink(projectId);
  const revoke = useRevokeSecureLink(projectId);
  const [revoking, setRevoking] = useState<{ keyId: string; email: string } | null>(null);

  return (
    <Stack spacing={1} component="section" aria-labelledby="secure-links-heading">
      <Typography id="secure-links-heading" variant="subtitle1" component="h3" sx={{ fontWeight: 600 }}>
        External guests
      </Typography>
      <Typography variant="body2" color="text.secondary">
        A guest receives a link by e-mail and a one-time code to view this project read-only.
      </Typography>
      {create.isSuccess && <Alert severity="success">{`Invitation sent to ${create.data.email}`}</Alert>}
      {create.isError && <Alert severity="error">{create.error.message}</Alert>}
      {revoke.isError && <Alert severity="error">{revoke.error.message}</Alert>}
      <EmailInviteForm
        label="Invite an external guest"
        fieldLabel="Guest e-mail"
        submitText="Invite guest"
        submitVariant="outlined"
        isPending={create.isPending}
        onInvite={(email, clear) => create.mutate(email, { onSuccess: clear })}
      />
      {links.data !== undefined && links.data.length > 0 && (
        <List dense aria-label="Invited guests" disablePadding>
          {links.data.map((link) => (
            <ListItem
              key={link.keyId}
              disableGutters
              secondaryAction={
                <Button
                  size="small"
                  color="error"
                  aria-label={`Revoke ${link.email}`}
                  disabled={revoke.isPending}
                  onClick={() => setRevoking({ keyId: link.keyId, email: link.email })}
                >
                  Revoke
                </Button>
              }
            >
              <ListItemText
                primary={link.email}
                secondary={
                  link.lastUsedAt === null
                    ? `Invited ${formatDate(link.createdAt)}`
                    : `Invited ${formatDate(link.createdAt)}, last used ${formatDate(link.lastUsedAt)}`
                }
              />
            </ListItem>
          ))}
        </List>
      )}
      <ConfirmDialog
        open={revoking !== null}
        title="Revoke invitation"
        confirmText="Revoke"
        onClose={() => setRevoking(null)}
        onConfirm={() => {
          if (revoking !== null) {
            revoke.mutate(revoking.keyId);
          }
        }}
      >
        {`${revoking?.email ?? ''} loses access to this project at once. You can invite them again later.`}
      </ConfirmDialog>
    </Stack>
  );
}
