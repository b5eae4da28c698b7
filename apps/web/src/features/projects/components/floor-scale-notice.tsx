import { useState } from 'react';
import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Button from '@mui/material/Button';
import StraightenIcon from '@mui/icons-material/Straighten';
import { FLOOR_NOT_SCALED_MESSAGE } from '@airlens/domain';
import { useCanWriteProject } from '../api/get-write-access';
import { FloorScaleDialog } from './floor-scale-dialog';

export interface FloorScaleNoticeProps {
  projectId: string;
  floor: { id: string; name: string; width: number; height: number; metersPerUnit: number | null };
  imageUrl: string | null;
}

/**
 * On a floor plan without a scale: says that KPIs and heatmaps need one and, for those who may change the
 * project, offers to set it by measuring a known distance. Nothing on a scaled floor.
 */
export function FloorScaleNotice({ projectId, floor, imageUrl }: FloorScaleNoticeProps) {
  const canWrite = useCanWriteProject(projectId);
  const [isOpen, setIsOpen] = useState(false);
  if (floor.metersPerUnit !== null) {
    return null;
  }
  return (
    <>
      <Alert
        severity="info"
        action={
          canWrite.data === true ? (
            <Button
              color="inherit"
              size="small"
              startIcon={<StraightenIcon />}
              onClick={() => setIsOpen(true)}
            >
              Set scale
            </Button>
          ) : undefined
        }
      >
        <AlertTitle>Not scaled</AlertTitle>
        {FLOOR_NOT_SCALED_MESSAGE}
        {canWrite.data === false && ' Ask someone who can edit the project to set it.'}
      </Alert>
      {isOpen && (
        <FloorScaleDialog
          projectId={projectId}
          floor={floor}
          imageUrl={imageUrl}
          onClose={() => setIsOpen(false)}
        />
      )}
    </>
  );
}
