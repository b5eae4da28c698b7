import Alert from '@mui/material/Alert';
import type { Command } from '../editor/editor-state';

export interface DroppedHistoryAlertProps {
  commands: readonly Command[];
  onClose: () => void;
}

/** Says which of the user's earlier actions undo and redo skip now: a newer version removed what they touched. */
export function DroppedHistoryAlert({ commands, onClose }: DroppedHistoryAlertProps) {
  if (commands.length === 0) {
    return null;
  }
  const labels = [...new Set(commands.map((command) => command.label))];
  const count =
    commands.length === 1 ? 'one of your earlier actions' : `${commands.length} of your earlier actions`;
  return (
    <Alert severity="warning" onClose={onClose}>
      {`A newer version removed what ${count} changed, so undo and redo skip ${commands.length === 1 ? 'it' : 'them'}: ${labels.join(', ')}.`}
    </Alert>
  );
}
