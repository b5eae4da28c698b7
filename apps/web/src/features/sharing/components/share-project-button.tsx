import { useState } from 'react';
import Button from '@mui/material/Button';
import ShareIcon from '@mui/icons-material/Share';
import { useSessionUser } from '@/lib/session';
import { useProjectAccess } from '../api/project-sharing';
import { ShareProjectDialog } from './share-project-dialog';

export interface ShareProjectButtonProps {
  projectId: string;
  /** Shown in the dialog title when known. */
  projectName?: string;
}

/** 'Share' for users who may share the project (OWNER, WRITE_SHARE_USER, org admins); nothing for others. */
export function ShareProjectButton({ projectId, projectName }: ShareProjectButtonProps) {
  const user = useSessionUser();
  const access = useProjectAccess(projectId);
  const [isOpen, setIsOpen] = useState(false);
  if (user === null || access.data === undefined || !access.data.canShare || access.data.isGuest) {
    return null;
  }
  return (
    <>
      <Button variant="outlined" startIcon={<ShareIcon />} onClick={() => setIsOpen(true)}>
        Share
      </Button>
      {isOpen && (
        <ShareProjectDialog
          projectId={projectId}
          projectName={projectName}
          access={access.data}
          isOrgAdmin={user.orgAdmin}
          onClose={() => setIsOpen(false)}
        />
      )}
    </>
  );
}
