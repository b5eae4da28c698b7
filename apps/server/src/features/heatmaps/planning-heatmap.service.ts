import type { HeatmapBody } from '@airlens/contract';
import {
  canonicalJson,
  createCellGrid,
  encodeBase64,
  hashString,
  isNotModified,
  toHeatmapResponseBody,
  defaultLegend,
  type CellGrid,
  type FloorSurvey,
  type HeatmapLegend,
  type HeatmapRequest,
} from '@airlens/heatmap';
import {
  measuredField,
  planningLegend,
  renderValues,
  requirementLegend,
  type DeviceProfile,
  type RenderedValues,
  type SignalField,
} from '@airlens/heatmap/planning';
import type { AuthenticatedUser } from '../../http/session';
import { withConfidence } from './heatmap-confidence';
import { isSignalBody, toEngineRequest, type SignalHeatmapBody } from './heatmap-request';
import type { HeatmapAnswer, HeatmapQuery, HeatmapsContext } from './heatmaps.service';
import { encodedAnswer } from './heatmaps.service';
import { loadFloor, visibleFloorRow } from './floor-source';
import { differenceOf, differenceSides } from './difference-heatmap';
import { bandOfBody, fieldHeatmap, isSignalType, signalFieldHeatmap } from './planning-heatmap';
import { deviceOf, floorField, loadPlanningProject, type PlanningContext } from './planning.service';

/** Bumped whenever the planning heatmaps' output for the same input changes, so old ETags stop matching. */
// 2: antenna patterns, and every signal type of a multi-floor prediction through the engine's metric pass.
const PLANNING_HEATMAP_VERSION = 'airlens-planning-heatmap-2';
/** Planning fields are drawn on 1 m cells (the planning engine's grid). */
const FIELD_ACCURACY = 'normal' as const;

export type PlanningHeatmapQuery = Omit<HeatmapQuery, 'request'> & { body: HeatmapBody };

/** The floor's survey with every heard value and planned radio shifted by the device's per-band offset. */
function floorSeenBy(floor: FloorSurvey, device: DeviceProfile): FloorSurvey {
  const radioCount = floor.radios.length;
  const V = floor.V.map((value, index) => {
    const radio = floor.radios[index % radioCount];
    // "Not heard" (−100) stays not heard: an offset must not make silence audible.
    return radio === undefined || value <= -100 ? value : value + device.offsets[radio.band];
  });
  return {
    ...floor,
    dataVersion: `${floor.dataVersion}|device:${device.id}:${device.offsets.TWO}:${device.offsets.FIVE}:${device.offsets.SIX}`,
    V,
    ...(floor.accessPoints === undefined
      ? {}
      : {
          accessPoints: floor.accessPoints.map((ap) => ({
            ...ap,
            radios: ap.radios.map((radio) => ({
              ...radio,
              txPowerDbm: radio.txPowerDbm + device.offsets[radio.band],
            })),
          })),
        }),
  };
}

/** The field a planning body is drawn from: the survey when the floor has one (unless asked not to), else the prediction. */
function fieldOf(
  context: PlanningContext,
  entry: Awaited<ReturnType<typeof loadPlanningProject>>,
  floor: FloorSurvey,
  body: HeatmapBody,
): { grid: CellGrid; field: SignalField; source: 'measured' | 'predicted' } | null {
  const isMeasured = floor.points.xMeters.length > 0 && floor.radios.length > 0;
  if (isMeasured) {
    const grid = createCellGrid(
      floor.widthMeters,
      floor.heightMeters,
      FIELD_ACCURACY,
      context.config.heatmapMaxCells,
    );
    return { grid, field: measuredField(floor, grid).field, source: 'measured' };
  }
  if (body.signalPrediction === 'off') {
    return null;
  }
  const mode = body.signalPrediction === 'one-floor' ? 'one-floor' : 'multi-floor';
  return { ...floorField(context, entry, floor.floorId, mode), source: 'predicted' };
}

/**
 * The planning service's context from the heatmaps': app.log is the pino logger the app was built with
 * (app.ts hands deps.logger to Fastify as its loggerInstance), typed there as Fastify's base logger.
 */
function planningContextOf(context: HeatmapsContext): PlanningContext {
  return {
    database: context.database,
    blobs: context.blobs,
    config: context.config,
    logger: context.logger as PlanningContext['logger'],
  };
}

/** The legend of a type drawn with no data. */
function emptyLegendOf(type: HeatmapBody['type']): HeatmapLegend {
  switch (type) {
    case 'requirement':
      return requirementLegend([]);
    case 'capacity':
    case 'ap-count':
    case 'difference':
      return planningLegend(type);
    default:
      return defaultLegend(type);
  }
}

/** The contract's answer for rendered values (no requirement outline: the requirement type paints it). */
function answerOf(rendered: RenderedValues, legend: HeatmapLegend | null, extra: object) {
  return {
    binType: 'square' as const,
    bins: encodeBase64(rendered.bins),
    vertices: Array.from(rendered.vertices, (value) => Math.round(value * 10) / 10),
    areas: rendered.areas,
    contours: [],
    requirements: [],
    legend,
    grid: rendered.grid,
    ...extra,
  };
}

/** Computes the JSON answer of a body the signal engine alone cannot draw. */
async function computeAnswer(
  context: HeatmapsContext,
  user: AuthenticatedUser,
  query: PlanningHeatmapQuery,
  floor: FloorSurvey,
): Promise<{ json: string; source: 'measured' | 'predicted' | 'none' }> {
  const { body } = query;
  const planning = planningContextOf(context);
  const entry = await loadPlanningProject(planning, user, query.projectId);
  const device = deviceOf(entry.model, body.deviceProfileId);
  const isMeasured = floor.points.xMeters.length > 0 && floor.radios.length > 0;
  const engineTypes = isSignalBody({ ...body, deviceProfileId: undefined, signalPrediction: undefined });
  if (engineTypes && (isMeasured || body.signalPrediction !== 'multi-floor')) {
    // A signal type the engine draws: the floor seen by the device; measured data wins over any prediction.
    const request: HeatmapRequest = toEngineRequest({
      ...(body as SignalHeatmapBody),
      signalPrediction: body.signalPrediction === 'off' ? 'off' : 'one-floor',
    });
    const seenFloor = floorSeenBy(floor, device);
    const result = await context.runner.compute(seenFloor, request, context.engineOptions);
    const { source, ...answer } = toHeatmapResponseBody(result);
    return { json: JSON.stringify(withConfidence(answer, source, seenFloor, request, result)), source };
  }
  const mode = body.mode ?? 'smooth';
  if (body.type === 'difference') {
    const { grid, before, after } = await differenceSides(
      planning,
      query.projectId,
      entry,
      floor.floorId,
      body,
      device,
    );
    const { values, difference } = differenceOf(entry.model, bandOfBody(body), before, after);
    const legend = planningLegend('difference');
    const rendered = renderValues(values, grid, floor.metersPerPixel, legend, {
      mode,
      isCategorical: false,
    });
    return {
      json: JSON.stringify(answerOf(rendered, body.legend === false ? null : legend, { difference })),
      source: 'measured',
    };
  }
  const chosen = fieldOf(planning, entry, floor, body);
  if (chosen === null) {
    // Prediction off and nothing measured: an empty map, like the signal engine's answer without a source.
    const grid = createCellGrid(
      floor.widthMeters,
      floor.heightMeters,
      FIELD_ACCURACY,
      context.config.heatmapMaxCells,
    );
    const legend = emptyLegendOf(body.type);
    const empty = renderValues(
      new Float32Array(grid.cols * grid.rows).fill(NaN),
      grid,
      floor.metersPerPixel,
      legend,
      {
        mode,
        isCategorical: false,
      },
    );
    return {
      json: JSON.stringify(answerOf(empty, body.legend === false ? null : legend, {})),
      source: 'none',
    };
  }
  if (isSignalType(body.type)) {
    const answer = signalFieldHeatmap(
      { ...body, type: body.type },
      entry.model,
      floor,
      chosen.field,
      device,
      FIELD_ACCURACY,
      context.engineOptions,
    );
    return { json: JSON.stringify(answer), source: chosen.source };
  }
  const drawn = fieldHeatmap(body, entry.model, floor.floorId, chosen.grid, chosen.field, device);
  const rendered = renderValues(drawn.values, chosen.grid, floor.metersPerPixel, drawn.legend, {
    mode,
    isCategorical: drawn.isCategorical,
  });
  return {
    json: JSON.stringify(answerOf(rendered, body.legend === false ? null : drawn.legend, {})),
    source: chosen.source,
  };
}

/**
 * A heatmap whose body needs the planning model (a device profile, multi-floor prediction, or a planning type)
 * of a floor of a project the caller may see: 304 when the ETag matches, else the answer from the cache or
 * computed. The ETag covers the whole body, the project version (multi-floor reads the other floors) and the
 * floor's data.
 */
export async function getPlanningHeatmap(
  context: HeatmapsContext,
  user: AuthenticatedUser,
  query: PlanningHeatmapQuery,
): Promise<HeatmapAnswer> {
  const { project, row } = await visibleFloorRow(context, user, query);
  const etag = hashString(
    canonicalJson({
      engine: PLANNING_HEATMAP_VERSION,
      project: project.id,
      version: project.version,
      floor: row.floorPlanId,
      data: row.contentHash,
      body: query.body,
      options: context.engineOptions,
    }),
  );
  if (isNotModified(query.ifNoneMatch, etag)) {
    return { kind: 'not-modified', etag };
  }
  return encodedAnswer(context, etag, query.acceptsGzip, async () =>
    computeAnswer(context, user, query, await loadFloor(context, row)),
  );
}
