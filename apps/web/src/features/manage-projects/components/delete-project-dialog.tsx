import Alert from '@mui/material/Alert';
import Typography from '@mui/material/Typography';
import { AppDialog } from '@/components/app-dialog';
import { DialogCard } from '@/components/dialog-card';
import { useDeleteProject } from '../api/delete-project';
import type { ManagedProject } from '../api/list-org-projects';

export interface DeleteProjectDialogProps {
  project: ManagedProject;
  onClose: () => void;
}

/** Asks before deleting a project; the server marks it DELETE_REQUESTED and a job removes it. */
export function DeleteProjectDialog({ project, onClose }: DeleteProjectDialogProps) {
  const remove = useDeleteProject();
  return (
    <AppDialog open onClose={onClose}>
      <DialogCard
        title="Delete project"
        primaryActionText="Delete"
        primaryActionColor="error"
        secondaryActionText="Cancel"
        primaryActionDisabled={remove.isPending}
        onPrimaryAction={() => remove.mutate(project.id, { onSuccess: onClose })}
        onSecondaryAction={onClose}
        onClose={onClose}
      >
        {remove.isError && (
          <Alert severity="error" sx={{ mb: 2 }}>
            {remove.error.message}
          </Alert>
        )}
        <Typography>
          Delete <strong>{project.name}</strong> for everyone it is shared with? This cannot be undone.
        </Typography>
      </DialogCard>
    </AppDialog>
  );
}
