import Alert from '@mui/material/Alert';
import type { Command } from '../editor/command';

export interface EditorNoticesProps {
  /** Why the last action did nothing, until closed. */
  message: string | null;
  onCloseMessage: () => void;
  /** Commands a rebase took out of the undo history, until closed. */
  droppedCommands: readonly Command[];
  onCloseDroppedCommands: () => void;
  liveError: string | null;
  isScaled: boolean;
  /** What the current tool asks of the pointer. */
  toolHint: string | null;
}

/** Which of the user's earlier actions undo and redo skip now: a newer version removed what they touched. */
function droppedCommandsText(commands: readonly Command[]): string {
  const labels = [...new Set(commands.map((command) => command.label))];
  const count =
    commands.length === 1 ? 'one of your earlier actions' : `${commands.length} of your earlier actions`;
  return `A newer version removed what ${count} changed, so undo and redo skip ${commands.length === 1 ? 'it' : 'them'}: ${labels.join(', ')}.`;
}

/** The editor's notices above the plan: a refused action, a shortened history, the heatmap, the scale, the tool. */
export function EditorNotices(props: EditorNoticesProps) {
  return (
    <>
      {props.message !== null && (
        <Alert severity="error" onClose={props.onCloseMessage}>
          {props.message}
        </Alert>
      )}
      {props.droppedCommands.length > 0 && (
        <Alert severity="warning" onClose={props.onCloseDroppedCommands}>
          {droppedCommandsText(props.droppedCommands)}
        </Alert>
      )}
      {props.liveError !== null && (
        <Alert severity="warning">{`The live heatmap stopped: ${props.liveError}`}</Alert>
      )}
      {!props.isScaled && (
        <Alert severity="warning">
          This floor has no scale yet. Measure a known distance on the plan to set it: placing, drawing and
          the live heatmap need metres.
        </Alert>
      )}
      {props.toolHint !== null && <Alert severity="info">{props.toolHint}</Alert>}
    </>
  );
}
