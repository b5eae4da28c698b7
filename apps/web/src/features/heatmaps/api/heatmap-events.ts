import type { NormalizedWebHeatmapRequest } from './heatmap-request';

/** What a heatmap request is about; every event carries it. */
export interface HeatmapRequestInfo {
  /** The heatmap's client cache key. */
  key: string;
  projectId: string;
  floorId: string;
  version: number;
  request: NormalizedWebHeatmapRequest;
}

/**
 * The life of one heatmap call: `requested` when it is sent (cache hits send nothing), then `received` with how
 * long it took, or `failed` with the HTTP status (0 when no answer arrived) and the built error message.
 */
export type HeatmapEvent =
  | ({ type: 'requested' } & HeatmapRequestInfo)
  | ({ type: 'received'; durationMs: number } & HeatmapRequestInfo)
  | ({ type: 'failed'; durationMs: number; status: number; message: string } & HeatmapRequestInfo);

export type HeatmapEventListener = (event: HeatmapEvent) => void;

const listeners = new Set<HeatmapEventListener>();

/** Subscribes to heatmap request events (analytics, tests, a loading indicator); returns the unsubscribe. */
export function onHeatmapEvent(listener: HeatmapEventListener): () => void {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}

/** Tells every subscriber; a throwing listener neither stops the others nor the heatmap call. */
export function emitHeatmapEvent(event: HeatmapEvent): void {
  for (const listener of [...listeners]) {
    try {
      listener(event);
    } catch {
      // A subscriber's bug must not turn a heatmap into a failure.
    }
  }
}
