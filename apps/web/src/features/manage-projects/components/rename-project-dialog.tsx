import { useState } from 'react';
import type { FormEvent } from 'react';
import Alert from '@mui/material/Alert';
import TextField from '@mui/material/TextField';
import { FIELD_REQUIRED } from '@airlens/domain';
import { AppDialog } from '@/components/app-dialog';
import { DialogCard } from '@/components/dialog-card';
import type { ManagedProject } from '../api/list-org-projects';
import { useRenameProject } from '../api/rename-project';

export interface RenameProjectDialogProps {
  project: ManagedProject;
  onClose: () => void;
}

/** Renames a project (flag projectRename). */
export function RenameProjectDialog({ project, onClose }: RenameProjectDialogProps) {
  const [name, setName] = useState(project.name);
  const [isTouched, setIsTouched] = useState(false);
  const rename = useRenameProject();
  const trimmed = name.trim();
  const fieldError = isTouched && trimmed === '' ? FIELD_REQUIRED : undefined;

  function handleSubmit(event?: FormEvent): void {
    event?.preventDefault();
    setIsTouched(true);
    if (trimmed === '') {
      return;
    }
    rename.mutate({ projectId: project.id, name: trimmed }, { onSuccess: onClose });
  }

  return (
    <AppDialog open onClose={onClose}>
      <form noValidate aria-label="Rename project" onSubmit={handleSubmit}>
        <DialogCard
          title="Rename project"
          primaryActionText="Rename"
          secondaryActionText="Cancel"
          primaryActionDisabled={rename.isPending}
          onPrimaryAction={() => handleSubmit()}
          onSecondaryAction={onClose}
          onClose={onClose}
        >
          {rename.isError && (
            <Alert severity="error" sx={{ mb: 2 }}>
              {rename.error.message}
            </Alert>
          )}
          <TextField
            label="Project name"
            value={name}
            onChange={(event) => setName(event.target.value)}
            onBlur={() => setIsTouched(true)}
            required
            fullWidth
            autoFocus
            error={fieldError !== undefined}
            helperText={fieldError}
            slotProps={{ htmlInput: { maxLength: 200 } }}
            sx={{ mt: 1 }}
          />
        </DialogCard>
      </form>
    </AppDialog>
  );
}
