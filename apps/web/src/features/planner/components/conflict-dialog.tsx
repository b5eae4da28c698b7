import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import type { DroppedOperation } from '@airlens/domain';

export interface ConflictDialogProps {
  dropped: readonly DroppedOperation[] | null;
  onKeep: () => void;
  onDiscard: () => void;
}

/** Asks what to do when someone else's newer version removed what some of the user's unsaved changes touch. */
export function ConflictDialog({ dropped, onKeep, onDiscard }: ConflictDialogProps) {
  return (
    <Dialog open={dropped !== null} aria-labelledby="planner-conflict-title">
      <DialogTitle id="planner-conflict-title">Someone else changed this design</DialogTitle>
      <DialogContent>
        <DialogContentText>
          A newer version was saved while you edited. These of your changes no longer apply to it:
        </DialogContentText>
        <ul>
          {(dropped ?? []).map((entry, index) => (
            <li key={`${entry.operation.id}-${index}`}>{entry.reason}</li>
          ))}
        </ul>
        <DialogContentText>
          Keep your other changes on the newer version, or discard all of your unsaved changes.
        </DialogContentText>
      </DialogContent>
      <DialogActions>
        <Button onClick={onDiscard} color="error">
          Discard my changes
        </Button>
        <Button onClick={onKeep} variant="contained" autoFocus>
          Keep my other changes
        </Button>
      </DialogActions>
    </Dialog>
  );
}
