import { HEATMAP_TYPES, type HeatmapBody } from '@airlens/contract';
import type { HeatmapAccuracy, HeatmapRequest, RadioBandFilter } from '@airlens/heatmap';

/** Ekahau's accuracy names, with low/medium/high as aliases of rough/normal/accurate. */
const ACCURACY_OF: Readonly<Record<NonNullable<HeatmapBody['accuracy']>, HeatmapAccuracy>> = {
  rough: 'rough',
  low: 'rough',
  normal: 'normal',
  medium: 'normal',
  accurate: 'accurate',
  high: 'accurate',
  very: 'very',
};

/** The spec's radio-band values, with the contract's band names TWO/FIVE/SIX as aliases. */
const RADIO_BAND_OF: Readonly<Record<NonNullable<HeatmapBody['radioBand']>, RadioBandFilter>> = {
  '2.4': '2.4',
  TWO: '2.4',
  '5': '5',
  FIVE: '5',
  '6': '6',
  SIX: '6',
  any: 'any',
};

/** A body the signal engine draws alone: one of its types, no device offset, no multi-floor prediction. */
export type SignalHeatmapBody = HeatmapBody & {
  type: HeatmapRequest['type'];
  signalPrediction?: 'off' | 'one-floor';
};

/** Whether the planning path must draw this body (planning types, a device profile, multi-floor prediction). */
export function isSignalBody(body: HeatmapBody): body is SignalHeatmapBody {
  return (
    (HEATMAP_TYPES as readonly string[]).includes(body.type) &&
    body.deviceProfileId === undefined &&
    body.signalPrediction !== 'multi-floor'
  );
}

/** The engine's request for a validated body (aliases resolved; the engine fills the defaults). */
export function toEngineRequest(body: SignalHeatmapBody): HeatmapRequest {
  return {
    type: body.type,
    ...(body.accuracy === undefined ? {} : { accuracy: ACCURACY_OF[body.accuracy] }),
    ...(body.requirementGreyOut === undefined ? {} : { requirementGreyOut: body.requirementGreyOut }),
    ...(body.mode === undefined ? {} : { mode: body.mode }),
    ...(body.radioBand === undefined ? {} : { radioBand: RADIO_BAND_OF[body.radioBand] }),
    ...(body.legend === undefined ? {} : { legend: body.legend }),
    ...(body.onlyMyAps === undefined ? {} : { onlyMyAps: body.onlyMyAps }),
    ...(body.onlyMeasured === undefined ? {} : { onlyMeasured: body.onlyMeasured }),
    ...(body.signalPrediction === undefined ? {} : { signalPrediction: body.signalPrediction }),
    radioIds: body.radioIds ?? null,
    ...(body.visualizationHeightMeters === undefined
      ? {}
      : { visualizationHeightMeters: body.visualizationHeightMeters }),
  };
}
