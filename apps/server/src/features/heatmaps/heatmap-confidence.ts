import type { Band, FloorSurvey, HeatmapRequest, HeatmapResult } from '@airlens/heatmap';
import { leaveOneOutConfidence, surveyGapOutlines } from '@airlens/heatmap/planning';

/** Survey gap radius R: the engine's mask radius (no colour farther than it from a sample). */
const GAP_RADIUS_METERS = 7.5;

const BAND_OF: Readonly<Record<NonNullable<HeatmapRequest['radioBand']>, Band | undefined>> = {
  '2.4': 'TWO',
  '5': 'FIVE',
  '6': 'SIX',
  any: undefined,
};

/**
 * The confidence of a measured heatmap (the contract's `confidence`): the leave-one-out error of the strongest
 * signal on the request's band, for the floor and each requirement area, and the survey gaps (farther than R
 * from every sample) outlined on the answer's grid.
 */
export function measuredConfidence(
  floor: FloorSurvey,
  request: HeatmapRequest,
  result: Pick<HeatmapResult, 'grid'>,
) {
  const band = BAND_OF[request.radioBand ?? '5'];
  const areas = floor.areas ?? [];
  const figures = leaveOneOutConfidence(floor, band, areas, GAP_RADIUS_METERS);
  const gaps = surveyGapOutlines(floor, result.grid, GAP_RADIUS_METERS);
  return {
    ...figures.floor,
    gapRadiusMeters: GAP_RADIUS_METERS,
    areas: figures.areas.map(({ id, ...figure }) => ({ areaId: id, areaName: null, ...figure })),
    gaps: { vertices: Array.from(gaps.vertices, (value) => Math.round(value * 10) / 10), rings: gaps.rings },
  };
}

/** An engine answer with `confidence` added: the figures when measured, else null. */
export function withConfidence<T extends object>(
  answer: T,
  source: HeatmapResult['source'],
  floor: FloorSurvey,
  request: HeatmapRequest,
  result: Pick<HeatmapResult, 'grid'>,
): T & { confidence: ReturnType<typeof measuredConfidence> | null } {
  return { ...answer, confidence: source === 'measured' ? measuredConfidence(floor, request, result) : null };
}
