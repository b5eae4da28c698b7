import type { VendorOptimizationHeatmap, VendorOptimizationHeatmapBody } from '@airlens/contract';
import {
  computeHeatmap,
  toHeatmapResponseBody,
  type ChannelWidthMhz,
  type FloorSurvey,
  type HeatmapRequest,
  type PlacedAccessPoint,
} from '@airlens/heatmap';
import { invalidInput, notFound } from '../../http/errors';
import type { AuthenticatedUser } from '../../http/session';
import { loadHeatmapFloorInput } from '../heatmaps/heatmaps.service';
import { writableProject, type VendorIntegrationContext } from './vendor-integration.service';

const RADIO_BAND = { TWO: '2.4', FIVE: '5', SIX: '6' } as const;

type PlanEntry = VendorOptimizationHeatmapBody['plan'][number];

const WIDTHS: readonly ChannelWidthMhz[] = [20, 40, 80, 160];

/** The engine's channel width (the body allows only these; 20 MHz otherwise). */
function widthOf(mhz: number): ChannelWidthMhz {
  return WIDTHS.find((width) => width === mhz) ?? 20;
}

/**
 * The floor as a pure prediction from its planned APs (no survey), with the proposal's channel, width and power
 * substituted on the band's radios of the APs it names. Its dataVersion names the plan, so the engine's cache
 * keys differ between plans.
 */
export function predictedFloorWith(
  floor: FloorSurvey,
  band: VendorOptimizationHeatmapBody['frequencyBand'],
  plan: readonly PlanEntry[] | null,
): FloorSurvey {
  const byAp = new Map((plan ?? []).map((entry) => [entry.accessPointId, entry]));
  const accessPoints: PlacedAccessPoint[] = (floor.accessPoints ?? []).map((ap) => {
    const entry = byAp.get(ap.id);
    return entry === undefined
      ? ap
      : {
          ...ap,
          radios: ap.radios.map((radio) =>
            radio.band === band
              ? {
                  ...radio,
                  primaryChannel: entry.channel,
                  widthMhz: widthOf(entry.channelWidth),
                  txPowerDbm: entry.power,
                }
              : radio,
          ),
        };
  });
  const planText = (plan ?? [])
    .map((entry) => `${entry.accessPointId}:${entry.channel}/${entry.channelWidth}/${entry.power}`)
    .join(',');
  // Only what a prediction reads: the survey's points, values, noise and dates are left out.
  return {
    floorId: floor.floorId,
    dataVersion: `${floor.dataVersion}|vendor-plan:${band}:${plan === null ? 'current' : planText}`,
    widthMeters: floor.widthMeters,
    heightMeters: floor.heightMeters,
    metersPerPixel: floor.metersPerPixel,
    points: { xMeters: new Float64Array(0), yMeters: new Float64Array(0) },
    radios: [],
    V: new Float32Array(0),
    accessPoints,
    ...(floor.walls === undefined ? {} : { walls: floor.walls }),
    ...(floor.areas === undefined ? {} : { areas: floor.areas }),
    ...(floor.requirements === undefined ? {} : { requirements: floor.requirements }),
    ...(floor.prediction === undefined ? {} : { prediction: floor.prediction }),
  };
}

/**
 * The heatmap engine's channel-interference heatmap of one floor for the project's own radios and for an
 * optimisation proposal (both predicted from the floor's planned APs, so they differ only by the plan). Write
 * roles; 400 when the floor has no placed AP with a radio in the band.
 */
export async function getOptimizationHeatmap(
  context: VendorIntegrationContext,
  user: AuthenticatedUser,
  projectId: string,
  body: VendorOptimizationHeatmapBody,
): Promise<VendorOptimizationHeatmap> {
  const project = await writableProject(context, user, projectId);
  const floor = await loadHeatmapFloorInput(context, project.id, body.floorPlanId);
  if (floor === null) {
    throw notFound('No heatmap data for this floor of the project.');
  }
  const band = body.frequencyBand;
  const hasRadio = (floor.accessPoints ?? []).some((ap) => ap.radios.some((radio) => radio.band === band));
  if (!hasRadio) {
    throw invalidInput('floorPlanId', 'the floor has no placed access point with a radio in this band');
  }
  const request: HeatmapRequest = {
    type: 'channel-interference',
    accuracy: 'normal',
    mode: 'detailed',
    radioBand: RADIO_BAND[band],
    legend: true,
    onlyMyAps: true,
    signalPrediction: 'one-floor',
    requirementGreyOut: false,
  };
  const options = { maxCells: context.config.heatmapMaxCells };
  const current = computeHeatmap(predictedFloorWith(floor, band, null), request, undefined, options);
  const proposed = computeHeatmap(predictedFloorWith(floor, band, body.plan), request, undefined, options);
  return { current: toHeatmapResponseBody(current), proposed: toHeatmapResponseBody(proposed) };
}
