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
import { z } from 'zod';
import { FIELD_REQUIRED, INVALID_EMAIL, dedupeProjectUsers } from '@airlens/domain';
import type { ProjectRole, ProjectUser } from '@airlens/domain';
import { usePutProjectUsers, useUserGroups } from '../api/project-sharing';
import { RoleSelect } from './role-select';

const emailSchema = z.email();

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
  const [email, setEmail] = useState('');
  const [emailRole, setEmailRole] = useState<ProjectRole>('READ_USER');
  const [emailError, setEmailError] = useState<string | null>(null);
  const [groupId, setGroupId] = useState('');
  const [groupRole, setGroupRole] = useState<ProjectRole>('READ_USER');

  function entriesWith(changed: ProjectUser[]) {
    return dedupeProjectUsers(changed).map((user) => ({ username: user.username, role: user.role }));
  }

  function handleShareByEmail(event: FormEvent<HTMLFormElement>): void {
    event.preventDefault();
    const trimmed = email.trim();
    if (trimmed === '') {
      setEmailError(FIELD_REQUIRED);
      return;
    }
    if (!emailSchema.safeParse(trimmed).success) {
      setEmailError(INVALID_EMAIL);
      return;
    }
    setEmailError(null);
    const others = users.filter((user) => user.username.toLowerCase() !== trimmed.toLowerCase());
    save.mutate(entriesWith([...others, { username: trimmed, role: emailRole }]), {
      onSuccess: () => setEmail(''),
    });
  }

  function handleShareWithGroup(event: FormEvent<HTMLFormElement>): void {
    event.preventDefault();
    if (groupId === '') {
      return;
    }
    save.mutate([...entriesWith(users), { groupId, role: groupRole }], { onSuccess: () => setGroupId('') });
  }

  return (
    <Stack spacing={2}>
      {save.isSuccess && <Alert severity="success">{SHARING_SAVED}</Alert>}
      {save.isError && <Alert severity="error">{save.error.message}</Alert>}
      <List dense aria-label="Project users" disablePadding>
        {users.map((user) => (
          <ListItem
            key={user.username}
            disableGutters
            secondaryAction={
              <Box sx={{ display: 'flex', gap: 1, alignItems: 'center' }}>
                <RoleSelect
                  label={`Role of ${user.username}`}
                  value={user.role}
                  canGrantOwner={canGrantOwner}
                  disabled={save.isPending || (user.role === 'OWNER' && !canGrantOwner)}
                  onChange={(role) =>
                    save.mutate(
                      entriesWith(
                        users.map((other) => (other.username === user.username ? { ...other, role } : other)),
                      ),
                    )
                  }
                />
                <IconButton
                  aria-label={`Remove ${user.username}`}
                  disabled={save.isPending || (user.role === 'OWNER' && !canGrantOwner)}
                  onClick={() =>
                    save.mutate(entriesWith(users.filter((other) => other.username !== user.username)))
                  }
                >
                  <DeleteIcon />
                </IconButton>
              </Box>
            }
            sx={{ pr: 32 }}
          >
            <ListItemText primary={user.username} slotProps={{ primary: { noWrap: true } }} />
          </ListItem>
        ))}
      </List>
      <Stack
        component="form"
        noValidate
        aria-label="Share with a user"
        direction={{ xs: 'column', sm: 'row' }}
        spacing={1}
        onSubmit={handleShareByEmail}
        sx={{ alignItems: { sm: 'flex-start' } }}
      >
        <TextField
          size="small"
          type="email"
          label="E-mail"
          value={email}
          onChange={(event) => setEmail(event.target.value)}
          error={emailError !== null}
          helperText={emailError}
          sx={{ flexGrow: 1 }}
        />
        <RoleSelect label="Role" value={emailRole} onChange={setEmailRole} canGrantOwner={canGrantOwner} />
        <Button type="submit" variant="contained" disabled={save.isPending}>
          Share
        </Button>
      </Stack>
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
