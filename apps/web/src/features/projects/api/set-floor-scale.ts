import { useMutation } from '@tanstack/react-query';
import { projectsEndpoints, type FloorScaleAnswer } from '@airlens/contract';
import { callEndpoint } from '@/lib/call-endpoint';

/** What setting a scale names: the project, the floor (its .esx id) and the measured scale. */
export interface SetFloorScaleInput {
  projectId: string;
  floorId: string;
  metersPerUnit: number;
}

/**
 * PUT /projectapi/v1/projects/{id}/floorPlans/{floorId}/scale: 202 with the upload whose import makes the
 * project version carrying the scale (write roles only).
 */
export async function setFloorScale(input: SetFloorScaleInput): Promise<FloorScaleAnswer> {
  return callEndpoint(projectsEndpoints.setFloorScale, {
    params: { id: input.projectId, floorId: input.floorId },
    body: { metersPerUnit: input.metersPerUnit },
  });
}

export function useSetFloorScale() {
  return useMutation({ mutationFn: setFloorScale, meta: { handledError: true } });
}
