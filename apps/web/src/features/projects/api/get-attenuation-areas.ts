import { queryOptions, useQuery } from '@tanstack/react-query';
import {
  batchAttenuationAreaSchema,
  batchAttenuationAreaTypeSchema,
  batchCollection,
  projectsEndpoints,
  type BatchAttenuationAreaType,
} from '@airlens/contract';
import { LOAD_FAILURE_MESSAGES } from '@airlens/domain';
import type { FrequencyBand } from '@airlens/domain';
import { useApiScope } from '@/components/api-scope';
import type { ApiScope } from '@/components/api-scope';
import { loadEndpoint } from '@/components/scoped-load';

/**
 * The batch collections of the attenuation layer. A call of its own rather than two more poTypes on the floor
 * page's batch: that call asks for exactly the spec's twelve (docs/clarifications.md "Batch poTypes").
 */
export const ATTENUATION_PO_TYPES = ['ATTENUATION_AREA', 'ATTENUATION_AREA_TYPE'] as const;

/** Drawn when a type's colour is missing or not a plain hex colour (it is drawn into an SVG attribute). */
export const FALLBACK_ATTENUATION_COLOR = '#6d6d6d';

/** An attenuation area as drawn: its type's name and colour, its loss per band and its outline in plan units. */
export interface AttenuationArea {
  id: string;
  floorPlanId: string;
  typeId: string;
  typeName: string;
  color: string;
  /** dB per metre by band; null where the type does not say. */
  dbPerMeter: Readonly<Record<FrequencyBand, number | null>>;
  area: readonly { x: number; y: number }[];
}

const HEX_COLOR = /^#(?:[0-9a-f]{3}|[0-9a-f]{6}|[0-9a-f]{8})$/i;

function colorOf(value: unknown): string {
  return typeof value === 'string' && HEX_COLOR.test(value) ? value : FALLBACK_ATTENUATION_COLOR;
}

function factorsOf(type: BatchAttenuationAreaType): Record<FrequencyBand, number | null> {
  const factor = (band: FrequencyBand) =>
    type.propagationProperties?.find((entry) => entry.band === band)?.attenuationFactor ??
    type.attenuation ??
    null;
  return { TWO: factor('TWO'), FIVE: factor('FIVE'), SIX: factor('SIX') };
}

/** The attenuation areas of a batch answer with their types; deleted ones and ones without a type left out. */
export function attenuationAreasOf(answer: unknown): AttenuationArea[] {
  // The batch answers the stored documents as they are: an entity that does not read is left out, not fatal.
  const types = new Map<string, BatchAttenuationAreaType>();
  for (const raw of batchCollection(answer, 'attenuationAreaTypes')) {
    const type = batchAttenuationAreaTypeSchema.safeParse(raw);
    if (type.success && type.data.status !== 'DELETED') {
      types.set(type.data.id, type.data);
    }
  }
  const areas: AttenuationArea[] = [];
  for (const raw of batchCollection(answer, 'attenuationAreas')) {
    const parsed = batchAttenuationAreaSchema.safeParse(raw);
    const type = parsed.success ? types.get(parsed.data.attenuationAreaTypeId) : undefined;
    if (!parsed.success || type === undefined || parsed.data.status === 'DELETED') {
      continue;
    }
    areas.push({
      id: parsed.data.id,
      floorPlanId: parsed.data.floorPlanId,
      typeId: type.id,
      typeName: type.name === '' ? 'Attenuation area' : type.name,
      color: colorOf(type.color),
      dbPerMeter: factorsOf(type),
      area: parsed.data.area,
    });
  }
  return areas;
}

/** GET /projectapi/v1/projects/{id}/batch?poTypes=ATTENUATION_AREA&poTypes=ATTENUATION_AREA_TYPE, read as areas. */
export async function getAttenuationAreas(
  scope: ApiScope,
  projectId: string,
  signal?: AbortSignal,
): Promise<AttenuationArea[]> {
  const answer = await loadEndpoint(
    projectsEndpoints.getProjectBatch,
    { params: { id: projectId }, query: { poTypes: [...ATTENUATION_PO_TYPES] } },
    { scope, empty: {}, failure: LOAD_FAILURE_MESSAGES.projectBatch, signal },
  );
  return attenuationAreasOf(answer);
}

export function attenuationAreasQueryOptions(scope: ApiScope, projectId: string) {
  return queryOptions({
    queryKey: ['projects', scope.name, projectId, 'batch', ATTENUATION_PO_TYPES],
    queryFn: ({ signal }) => getAttenuationAreas(scope, projectId, signal),
  });
}

/** The project's attenuation areas; not loaded for a project being deleted. */
export function useAttenuationAreas(projectId: string, isEnabled: boolean) {
  const scope = useApiScope();
  return useQuery({
    ...attenuationAreasQueryOptions(scope, projectId),
    enabled: isEnabled,
    meta: { handledError: true },
  });
}
