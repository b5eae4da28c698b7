import Alert from '@mui/material/Alert';
import Divider from '@mui/material/Divider';
import { LOADING_TEXT } from '@airlens/domain';
import { AppDialog } from '@/components/app-dialog';
import { DialogCard } from '@/components/dialog-card';
import { useProjectUsers } from '../api/project-sharing';
import type { ProjectAccess } from '../api/project-sharing';
import { ProjectUsersEditor } from './project-users-editor';
import { SecureLinksSection } from './secure-links-section';

export interface ShareProjectDialogProps {
  projectId: string;
  projectName?: string;
  access: ProjectAccess;
  /** Org admins may hand out OWNER and invite guests like owners. */
  isOrgAdmin: boolean;
  onClose: () => void;
}

/** Sharing a project: users and roles, user groups, and secure one-time-password links for external guests. */
export function ShareProjectDialog({
  projectId,
  projectName,
  access,
  isOrgAdmin,
  onClose,
}: ShareProjectDialogProps) {
  const users = useProjectUsers(projectId);
  const canManageOwners = access.isOwner || isOrgAdmin;
  return (
    <AppDialog open onClose={onClose} maxWidth="md">
      <DialogCard
        title={projectName === undefined ? 'Share project' : `Share ${projectName}`}
        onClose={onClose}
      >
        {users.isPending && <Alert severity="info">{LOADING_TEXT}</Alert>}
        {users.isError && <Alert severity="error">{users.error.message}</Alert>}
        {users.data !== undefined && (
          <ProjectUsersEditor projectId={projectId} users={users.data} canGrantOwner={canManageOwners} />
        )}
        {(access.canShare || isOrgAdmin) && (
          <>
            <Divider sx={{ my: 2 }} />
            <SecureLinksSection projectId={projectId} />
          </>
        )}
      </DialogCard>
    </AppDialog>
  );
}
