import { useEffect, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import LinearProgress from '@mui/material/LinearProgress';
import Typography from '@mui/material/Typography';
import { uploadFailureMessage } from '@airlens/domain';
import { AppDialog } from '@/components/app-dialog';
import { DialogCard } from '@/components/dialog-card';
import { isImportFinished, useScaleImportStatus } from '../api/get-scale-import-status';
import { useSetFloorScale } from '../api/set-floor-scale';
import { FloorScaleTool } from './floor-scale-tool';

export interface FloorScaleDialogProps {
  projectId: string;
  floor: { id: string; name: string; width: number; height: number };
  imageUrl: string | null;
  onClose: () => void;
}

/**
 * Measures and saves a floor plan's scale, then follows the re-import that computes the floor's KPIs and
 * heatmap; once it is done every project answer is loaded again.
 */
export function FloorScaleDialog({ projectId, floor, imageUrl, onClose }: FloorScaleDialogProps) {
  const queryClient = useQueryClient();
  const save = useSetFloorScale();
  const [fileUploadId, setFileUploadId] = useState<string | null>(null);
  const status = useScaleImportStatus(fileUploadId);
  const isDone = status.data?.status === 'COMMITTED';
  const failure =
    status.data !== undefined && isImportFinished(status.data) && !isDone
      ? uploadFailureMessage(status.data.rollbackReason)
      : (status.error?.message ?? null);

  useEffect(() => {
    if (isDone) {
      // The new version changes the floor list, KPIs and the project's version (heatmaps are keyed by it).
      void queryClient.invalidateQueries({ queryKey: ['projects'] });
      void queryClient.invalidateQueries({ queryKey: ['insights'] });
    }
  }, [isDone, queryClient]);

  function handleSave(metersPerUnit: number): void {
    save.mutate(
      { projectId, floorId: floor.id, metersPerUnit },
      { onSuccess: (answer) => setFileUploadId(answer.fileUploadId) },
    );
  }

  const isRecomputing = fileUploadId !== null && !isDone && failure === null;
  return (
    <AppDialog open onClose={onClose} maxWidth="md" fullWidth persistent={isRecomputing}>
      <DialogCard title={`Set the scale of ${floor.name}`} onClose={onClose} hideCloseButton={isRecomputing}>
        {fileUploadId === null ? (
          <FloorScaleTool
            floorName={floor.name}
            size={{ widthUnits: floor.width, heightUnits: floor.height }}
            imageUrl={imageUrl}
            isSaving={save.isPending}
            error={save.error?.message ?? null}
            onSave={handleSave}
            onCancel={onClose}
          />
        ) : (
          <>
            {isRecomputing && (
              <>
                <Typography variant="body2" role="status" sx={{ mb: 1 }}>
                  Scale saved. Computing the floor&apos;s KPIs and heatmaps…
                </Typography>
                <LinearProgress aria-label="Computing KPIs and heatmaps" />
              </>
            )}
            {isDone && (
              <Alert severity="success" role="status">
                The scale is set: the floor&apos;s KPIs and heatmaps are computed.
              </Alert>
            )}
            {failure !== null && <Alert severity="error">{failure}</Alert>}
            {!isRecomputing && (
              <Button variant="contained" onClick={onClose} sx={{ mt: 2 }}>
                Close
              </Button>
            )}
          </>
        )}
      </DialogCard>
    </AppDialog>
  );
}
