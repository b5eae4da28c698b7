import { useQueryClient } from '@tanstack/react-query';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import { useEditMode } from '../hooks/use-edit-mode';
import { usePlannerAccess } from '../hooks/use-planner-access';

/**
 * View / Edit switch of a design's floor view, shown only to users who may edit it (write role, online planner,
 * the cloudPlanner flag). Back in view mode the project's data is read again, so the views show the saved edits.
 */
export function EditModeToggle({ projectId }: { projectId: string }) {
  const access = usePlannerAccess(projectId);
  const [isEditing, setEditing] = useEditMode();
  const queryClient = useQueryClient();
  if (!access.canEdit) {
    return null;
  }
  return (
    <ToggleButtonGroup
      size="small"
      exclusive
      value={isEditing ? 'edit' : 'view'}
      aria-label="Floor mode"
      onChange={(_, value: 'edit' | 'view' | null) => {
        if (value === null) {
          return;
        }
        setEditing(value === 'edit');
        if (value === 'view') {
          void queryClient.invalidateQueries();
        }
      }}
    >
      <ToggleButton value="view">View</ToggleButton>
      <ToggleButton value="edit">Edit</ToggleButton>
    </ToggleButtonGroup>
  );
}
