import { useState } from 'react';
import Button from '@mui/material/Button';
import PlaceIcon from '@mui/icons-material/Place';
import { useCanSetLocation } from '../api/get-location-access';
import { ProjectLocationDialog } from './project-location-dialog';

export interface ProjectLocationButtonProps {
  projectId: string;
  projectName?: string;
}

/** 'Location' in the project header for its owners and organisation admins; nothing for anyone else. */
export function ProjectLocationButton({ projectId, projectName }: ProjectLocationButtonProps) {
  const canSet = useCanSetLocation(projectId);
  const [isOpen, setIsOpen] = useState(false);
  if (canSet.data !== true) {
    return null;
  }
  return (
    <>
      <Button variant="outlined" startIcon={<PlaceIcon />} onClick={() => setIsOpen(true)}>
        Location
      </Button>
      {isOpen && (
        <ProjectLocationDialog
          projectId={projectId}
          projectName={projectName}
          onClose={() => setIsOpen(false)}
        />
      )}
    </>
  );
}
