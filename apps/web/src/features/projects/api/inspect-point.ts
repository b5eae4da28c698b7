import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { FREQUENCY_BANDS, LOAD_FAILURE_MESSAGES } from '@airlens/domain';
import type { FrequencyBand } from '@airlens/domain';
import { useApiScope } from '@/components/api-scope';
import type { ApiScope } from '@/components/api-scope';
import { loadWithDefaults } from '@/components/scoped-load';

/** How many of the nearest survey samples the inspect tool shows. */
export const INSPECT_SAMPLE_LIMIT = 3;

const heardRadioSchema = z.object({
  apId: z.string().nullable().optional().default(null),
  apName: z.string().nullable().optional().default(null),
  ssid: z.string().nullable().optional().default(null),
  bssid: z.string().nullable().optional().default(null),
  channel: z.number().nullable().optional().default(null),
  band: z.enum(FREQUENCY_BANDS).nullable().optional().default(null),
  rssiDbm: z.number(),
  snrDb: z.number().nullable().optional().default(null),
  isServing: z.boolean().optional().default(false),
});

export type HeardRadio = z.infer<typeof heardRadioSchema>;

const inspectSampleSchema = z.object({
  /** Sample position in floor-plan units. */
  x: z.number(),
  y: z.number(),
  distanceMeters: z.number().nullable().optional().default(null),
  radios: z.array(heardRadioSchema),
});

export type InspectSample = z.infer<typeof inspectSampleSchema>;

const inspectAnswerSchema = z.object({ samples: z.array(inspectSampleSchema) });

export interface InspectParams {
  projectId: string;
  floorId: string;
  /** The clicked point in floor-plan units. */
  x: number;
  y: number;
  band: FrequencyBand;
}

/**
 * GET /heatmapapi/v1/projects/{id}/floor-plans/{floorId}/inspect?x=&y=&frequencyBand=&limit= (proposed to the
 * heatmaps feature): the survey samples nearest a point with what was heard there; none when not found.
 */
export async function inspectPoint(
  scope: ApiScope,
  params: InspectParams,
  signal?: AbortSignal,
): Promise<InspectSample[]> {
  const answer = await loadWithDefaults({
    scope,
    path: `/heatmapapi/v1/projects/${encodeURIComponent(params.projectId)}/floor-plans/${encodeURIComponent(params.floorId)}/inspect`,
    query: {
      x: Math.round(params.x * 10) / 10,
      y: Math.round(params.y * 10) / 10,
      frequencyBand: params.band,
      limit: INSPECT_SAMPLE_LIMIT,
    },
    schema: inspectAnswerSchema,
    empty: { samples: [] },
    failure: LOAD_FAILURE_MESSAGES.projectData,
    signal,
  });
  return answer.samples;
}

export function inspectPointQueryOptions(scope: ApiScope, params: InspectParams) {
  return queryOptions({
    queryKey: ['projects', scope.name, params.projectId, params.floorId, 'inspect', params],
    queryFn: ({ signal }) => inspectPoint(scope, params, signal),
  });
}

/** What was heard near the inspected point; idle until a point is chosen. */
export function useInspectPoint(params: InspectParams | null) {
  const scope = useApiScope();
  const fallback: InspectParams = { projectId: '', floorId: '', x: 0, y: 0, band: 'FIVE' };
  return useQuery({
    ...inspectPointQueryOptions(scope, params ?? fallback),
    enabled: params !== null,
    retry: false,
    meta: { handledError: true },
  });
}
