import type { BodyOf, heatmapsEndpoints } from '@airlens/contract';
import { normalizeHeatmapRequest, type HeatmapRequest } from '@airlens/heatmap';

// The request half of the heatmap call, apart from the loader so that the loader's events can name the
// normalised request without the two modules importing each other.
type Body = BodyOf<typeof heatmapsEndpoints.getHeatmap>;

/**
 * A heatmap request as the web app asks it: the engine's signal request, widened by the contract body's planning
 * fields (the planning types, multi-floor prediction, a device profile and a difference's baseline).
 */
export type WebHeatmapRequest = Omit<HeatmapRequest, 'type' | 'signalPrediction'> &
  Pick<Body, 'type' | 'signalPrediction' | 'deviceProfileId' | 'compareTo'>;

/** The request with every default filled in: what is sent, and (as canonical JSON) the cache key's request. */
export type NormalizedWebHeatmapRequest = ReturnType<typeof normalizeWebHeatmapRequest>;

/**
 * Fills the engine's defaults; the planning fields are kept as given (absent ones stay absent, so a signal
 * request normalises exactly as before and keeps its cache key).
 */
export function normalizeWebHeatmapRequest(request: WebHeatmapRequest) {
  const { type, signalPrediction, deviceProfileId, compareTo, ...signal } = request;
  return {
    ...normalizeHeatmapRequest({ ...signal, type: 'primary-coverage' }),
    type,
    signalPrediction: signalPrediction ?? 'off',
    ...(deviceProfileId === undefined ? {} : { deviceProfileId }),
    ...(compareTo === undefined ? {} : { compareTo }),
  };
}
