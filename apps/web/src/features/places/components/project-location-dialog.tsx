import { useState } from 'react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { AppDialog } from '@/components/app-dialog';
import { DialogCard } from '@/components/dialog-card';
import type { Place } from '@airlens/contract';
import { useSetProjectLocation } from '../api/set-project-location';
import { PlacePicker } from './place-picker';

export interface ProjectLocationDialogProps {
  projectId: string;
  projectName?: string;
  onClose: () => void;
}

/** Sets where a project is (its city, country and map position) or removes it. */
export function ProjectLocationDialog({ projectId, projectName, onClose }: ProjectLocationDialogProps) {
  const [place, setPlace] = useState<Place | null>(null);
  const location = useSetProjectLocation();

  function handleSave(placeId: number | null): void {
    location.mutate({ projectId, placeId }, { onSuccess: onClose });
  }

  return (
    <AppDialog open onClose={onClose} maxWidth="xs" fullWidth>
      <DialogCard
        title="Project location"
        primaryActionText="Save"
        secondaryActionText="Cancel"
        primaryActionDisabled={place === null || location.isPending}
        onPrimaryAction={() => handleSave(place?.id ?? null)}
        onSecondaryAction={onClose}
        onClose={onClose}
        footer={
          <Button color="inherit" disabled={location.isPending} onClick={() => handleSave(null)}>
            Remove location
          </Button>
        }
      >
        <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
          {projectName === undefined
            ? 'The city places the project on the dashboard map.'
            : `The city places ${projectName} on the dashboard map.`}
        </Typography>
        {location.isError && (
          <Alert severity="error" sx={{ mb: 2 }}>
            {location.error.message}
          </Alert>
        )}
        <PlacePicker value={place} onChange={setPlace} />
      </DialogCard>
    </AppDialog>
  );
}
