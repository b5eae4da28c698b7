import { useState } from 'react';
import type { FormEvent } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import DeleteIcon from '@mui/icons-material/DeleteOutlined';
import { dedupeProjectUsers } from '@airlens/domain';
import { ConfirmDialog } from '@/components/confirm-dialog';
import type { ProjectRole, ProjectUser } from '@airlens/domain';
import { usePutProjectUsers, useUserGroups } from '../api/project-sharing';
import { EmailInviteForm } from './email-invite-form';
import { RoleSelect } from './role-select';

export const SHARING_SAVED = 'Sharing has been updated';

export interface ProjectUsersEditorProps {
  projectId: string;
  users: ProjectUser[];
  canGrantOwner: boolean;
}

/** The project's users and roles; share with a user by e-mail or with a user group. */
export function ProjectUsersEditor({ projectId, users, canGrantOwner }: ProjectUsersEditorProps) {
  const save = usePutProjectUsers(projectId);
  const groups = useUserGroups();
  const [emailRole, setEmailRole] = useState<ProjectRole>('READ_USER');
  const [groupId, setGroupId] = useState('');
  const [groupRole, setGroupRole] = useState<ProjectRole>('READ_USER');
  const [removing, setRemoving] = useState<string | null>(null);
  const [removed, setRemoved] = useState<{ username: string; before: ProjectUser[] } | null>(null);

  /** Any save but a removal ends the removal's undo offer. */
  function saveUsers(...args: Parameters<typeof save.mutate>): void {
    setRemoved(null);
    save.mutate(...args);
  }

  function handleRemove(username: string): void {
    const before = users;
    save.mutate(entriesWith(users.filter((other) => other.username !== username)), {
      onSuccess: () => setRemoved({ username, before }),
    });
  }

  function handleUndoRemove(): void {
    if (removed === null) {
      return;
    }
    save.mutate(entriesWith(removed.before), { onSuccess: () => setRemoved(null) });
  }

  function entriesWith(changed: ProjectUser[]) {
    return dedupeProjectUsers(changed).map((user) => ({ username: user.username, role: user.role }));
  }

  function handleShareWithGroup(event: FormEvent<HTMLFormElement>): void {
    event.preventDefault();
    if (groupId === '') {
      return;
    }
    saveUsers([...entriesWith(users), { groupId, role: groupRole }], { onSuccess: () => setGroupId('') });
  }

  return (
    <Stack spacing={2}>
      {save.isSuccess && removed === null && <Alert severity="success">{SHARING_SAVED}</Alert>}
      {save.isSuccess && removed !== null && (
        <Alert
          severity="success"
          action={
            <Button color="inherit" size="small" onClick={handleUndoRemove}>
              Undo
            </Button>
          }
        >
          {`${removed.username} was removed from this project.`}
        </Alert>
      )}
      <ConfirmDialog
        open={removing !== null}
        title="Remove user"
        confirmText="Remove"
        onClose={() => setRemoving(null)}
        onConfirm={() => {
          if (removing !== null) {
            handleRemove(removing);
          }
        }}
      >
        {`${removing ?? ''} loses access to this project.`}
      </ConfirmDialog>
      {save.isError && <Alert severity="error">{save.error.message}</Alert>}
      <List dense aria-label="Project users" disablePadding>
        {users.map((user) => (
          <ListItem
            key={user.username}
            disableGutters
            // The address, then its role picker and remove button: on one line where they fit, the controls on
            // the next on a phone (beside it, a phone left the address a few letters wide). Room above and below
            // each picker (40 px), so the pickers do not touch.
            sx={{ flexWrap: 'wrap', columnGap: 1, rowGap: 0.5, py: 0.75, minHeight: 52 }}
          >
            <ListItemText
              primary={user.username}
              sx={{ flex: '1 1 180px', minWidth: 0, m: 0, overflowWrap: 'anywhere' }}
            />
            <Box sx={{ display: 'flex', gap: 1, alignItems: 'center', ml: 'auto' }}>
              <RoleSelect
                label={`Role of ${user.username}`}
                isLabelHidden
                value={user.role}
                canGrantOwner={canGrantOwner}
                disabled={save.isPending || (user.role === 'OWNER' && !canGrantOwner)}
                onChange={(role) =>
                  saveUsers(
                    entriesWith(
                      users.map((other) => (other.username === user.username ? { ...other, role } : other)),
                    ),
                  )
                }
              />
              <IconButton
                aria-label={`Remove ${user.username}`}
                disabled={save.isPending || (user.role === 'OWNER' && !canGrantOwner)}
                onClick={() => setRemoving(user.username)}
              >
                <DeleteIcon />
              </IconButton>
            </Box>
          </ListItem>
        ))}
      </List>
      <EmailInviteForm
        label="Share with a user"
        fieldLabel="E-mail"
        submitText="Share"
        submitVariant="contained"
        isPending={save.isPending}
        onInvite={(email, clear) => {
          const others = users.filter((user) => user.username.toLowerCase() !== email.toLowerCase());
          saveUsers(entriesWith([...others, { username: email, role: emailRole }]), { onSuccess: clear });
        }}
      >
        <RoleSelect label="Role" value={emailRole} onChange={setEmailRole} canGrantOwner={canGrantOwner} />
      </EmailInviteForm>
      {groups.isError && <Typography color="error">{groups.error.message}</Typography>}
      {groups.data !== undefined && groups.data.length > 0 && (
        <Stack
          component="form"
          noValidate
          aria-label="Share with a user group"
          direction={{ xs: 'column', sm: 'row' }}
          spacing={1}
          onSubmit={handleShareWithGroup}
        >
          <TextField
            select
            size="small"
            label="User group"
            value={groupId}
            onChange={(event) => setGroupId(event.target.value)}
            sx={{ flexGrow: 1 }}
          >
            {groups.data.map((group) => (
              <MenuItem key={group.id} value={group.id}>
                {`${group.name} (${group.members.length})`}
              </MenuItem>
            ))}
          </TextField>
          <RoleSelect label="Group role" value={groupRole} onChange={setGroupRole} canGrantOwner={false} />
          <Button type="submit" variant="outlined" disabled={save.isPending || groupId === ''}>
            Share with group
          </Button>
        </Stack>
      )}
    </Stack>
  );
}
