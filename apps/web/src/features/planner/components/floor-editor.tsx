import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import { PageLoader } from '@/components/page-loader';
import { useDesign } from '../api/design';
import { usePlannerAccess } from '../hooks/use-planner-access';
import { useEditMode } from '../hooks/use-edit-mode';
import { FloorEditorBody } from './floor-editor-body';
import type { FloorEditorSlot } from './floor-editor-slot';

/**
 * The floor view's edit mode: checks that the user may edit, loads the design's entities once and opens the
 * editor on them; says why not (with the way back to viewing) when it cannot.
 */
export function FloorEditor({ slot }: { slot: FloorEditorSlot }) {
  const access = usePlannerAccess(slot.projectId);
  const [, setEditing] = useEditMode();
  const design = useDesign(slot.projectId, access.canEdit);
  const backToView = (
    <Button color="inherit" size="small" onClick={() => setEditing(false)}>
      View
    </Button>
  );
  if (access.isPending || (access.canEdit && design.isPending)) {
    return <PageLoader />;
  }
  if (!access.canEdit) {
    return (
      <Alert severity="info" action={backToView}>
        {access.reason}
      </Alert>
    );
  }
  if (design.isError) {
    return (
      <Alert severity="error" action={backToView}>
        {`The design could not be loaded: ${design.error.message}`}
      </Alert>
    );
  }
  if (design.data === undefined) {
    return <PageLoader />;
  }
  return <FloorEditorBody slot={slot} metersPerUnit={slot.floor.metersPerUnit} initialDesign={design.data} />;
}
