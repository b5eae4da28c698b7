import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { useSessionUser } from '@/lib/session';
import { useCreateControllerFloorPlan, useCreatedFloorPlans } from '../api/vendor-integration';

export const NOT_MAPPED = '__none__';

export interface FloorMappingFieldProps {
  projectId: string;
  floorPlanId: string;
  floorPlanName: string;
  /** The controller floor plan chosen, or NOT_MAPPED. */
  value: string;
  plans: readonly { id: string; name: string }[];
  /** Whether the project is linked to a network (a floor plan can only be created in one). */
  isLinked: boolean;
  onChange: (value: string) => void;
}

/**
 * One floor's row of the floor mapping: choose a controller floor plan, or (organisation admins, once linked)
 * create one on the controller from the floor's image and scale, which maps the floor to it.
 */
export function FloorMappingField(props: FloorMappingFieldProps) {
  const isAdmin = useSessionUser()?.orgAdmin === true;
  const create = useCreateControllerFloorPlan(props.projectId);
  const created = useCreatedFloorPlans(props.projectId).findLast(
    (entry) => entry.floorPlanId === props.floorPlanId,
  );
  return (
    <Stack spacing={1}>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1} sx={{ alignItems: { sm: 'center' } }}>
        <TextField
          select
          label={`Controller floor plan for ${props.floorPlanName}`}
          value={props.value}
          onChange={(event) => props.onChange(event.target.value)}
          sx={{ width: { sm: 420 } }}
        >
          <MenuItem value={NOT_MAPPED}>Not mapped</MenuItem>
          {props.plans.map((plan) => (
            <MenuItem key={plan.id} value={plan.id}>
              {plan.name}
            </MenuItem>
          ))}
        </TextField>
        {isAdmin && props.isLinked && (
          <Button
            variant="outlined"
            onClick={() => create.mutate({ floorPlanId: props.floorPlanId })}
            disabled={create.isPending}
            aria-label={`Create ${props.floorPlanName} on the controller`}
          >
            {create.isPending ? 'Creating…' : 'Create on controller'}
          </Button>
        )}
      </Stack>
      {create.isError && (
        <Alert severity="error">
          Could not create {props.floorPlanName} on the controller: {create.error.message}
        </Alert>
      )}
      {created !== undefined && !create.isPending && !create.isError && (
        <Alert severity="success">
          Created “{created.name}” on the controller and mapped {props.floorPlanName} to it.
        </Alert>
      )}
    </Stack>
  );
}
