import type { HeatmapBody } from '@airlens/contract';
import { HEARD_DBM, bestSignalValues, type DeviceProfile } from '@airlens/heatmap/planning';
import { invalidInput } from '../../http/errors';
import { measuredFloor, surveyDayRange } from './measured-floor';
import { bandOfBody, seenBy } from './planning-heatmap';
import type { PlanningProject } from './planning-model';
import { floorField, type CachedProject, type PlanningContext } from './planning.service';

/** The `difference` answer's extra: mean signed change and the coverage KPI before and after. */
export function differenceOf(
  model: PlanningProject,
  band: ReturnType<typeof bandOfBody>,
  before: Float32Array,
  after: Float32Array,
) {
  const requirement = model.requirements.find((candidate) => candidate.isDefault) ?? model.requirements[0];
  const signal = requirement?.criteria.find(
    (criterion) =>
      criterion.type === 'SIGNAL_STRENGTH' && (criterion.band === undefined || criterion.band === band),
  );
  const thresholdDbm = signal?.value ?? -67;
  const values = new Float32Array(after.length).fill(NaN);
  let both = 0;
  let sum = 0;
  let passBefore = 0;
  let passAfter = 0;
  for (let c = 0; c < after.length; c++) {
    const a = after[c] ?? NaN;
    const b = before[c] ?? NaN;
    if (Number.isNaN(a) || Number.isNaN(b)) {
      continue;
    }
    values[c] = a - b;
    both++;
    sum += a - b;
    passBefore += b >= thresholdDbm ? 1 : 0;
    passAfter += a >= thresholdDbm ? 1 : 0;
  }
  const percent = (count: number) => (both === 0 ? null : (100 * count) / both);
  const beforePercent = percent(passBefore);
  const afterPercent = percent(passAfter);
  return {
    values,
    difference: {
      meanDeltaDb: both === 0 ? null : sum / both,
      kpi: {
        thresholdDbm,
        beforePercent,
        afterPercent,
        deltaPercent: beforePercent === null || afterPercent === null ? null : afterPercent - beforePercent,
      },
    },
  };
}

/** Best signal per cell of the band on a field's surveyed cells (not heard = −100 dBm there), NaN elsewhere. */
function surveyedBest(
  surveyed: { field: Parameters<typeof seenBy>[0]; mask: Uint8Array },
  device: DeviceProfile,
  band: ReturnType<typeof bandOfBody>,
): Float32Array {
  const best = bestSignalValues(seenBy(surveyed.field, device), band, -Infinity);
  return best.map((value, c) =>
    surveyed.mask[c] === 1 ? (Number.isFinite(value) ? value : NOT_HEARD_DBM) : NaN,
  );
}

const NOT_HEARD_DBM = -100;

/** The difference's before and after: the prediction and the measured survey, or two survey date ranges. */
export async function differenceSides(
  context: PlanningContext,
  projectId: string,
  entry: CachedProject,
  floorId: string,
  body: HeatmapBody,
  device: DeviceProfile,
): Promise<{ grid: ReturnType<typeof floorField>['grid']; before: Float32Array; after: Float32Array }> {
  const band = bandOfBody(body);
  const compareTo = body.compareTo;
  if (typeof compareTo !== 'object') {
    const surveyed = await measuredFloor(context, projectId, entry, floorId, {});
    if (surveyed === null) {
      throw invalidInput('compareTo', 'the floor has no survey to compare with the prediction');
    }
    const mode = body.signalPrediction === 'one-floor' ? 'one-floor' : 'multi-floor';
    const predicted = floorField(context, entry, floorId, mode);
    return {
      grid: predicted.grid,
      before: bestSignalValues(seenBy(predicted.field, device), band, HEARD_DBM),
      after: bestSignalValues(seenBy(surveyed.field, device), band, HEARD_DBM),
    };
  }
  const baseline = surveyDayRange(compareTo, 'compareTo');
  const compared =
    body.startDate === undefined && body.endDate === undefined
      ? { firstDay: (baseline.lastDay ?? 0) + 1 }
      : surveyDayRange(body);
  const [before, after] = await Promise.all([
    measuredFloor(context, projectId, entry, floorId, baseline),
    measuredFloor(context, projectId, entry, floorId, compared),
  ]);
  if (before === null) {
    throw invalidInput(
      'compareTo',
      `the floor has no survey started between ${compareTo.startDate} and ${compareTo.endDate}`,
    );
  }
  if (after === null) {
    const isDefault = body.startDate === undefined && body.endDate === undefined;
    const span = isDefault
      ? `after ${compareTo.endDate}`
      : `${body.startDate === undefined ? '' : `from ${body.startDate} `}${body.endDate === undefined ? '' : `to ${body.endDate}`}`.trim();
    throw invalidInput(
      isDefault ? 'compareTo' : 'startDate',
      `the floor has no survey started ${span} to compare`,
    );
  }
  return {
    grid: before.grid,
    before: surveyedBest(before, device, band),
    after: surveyedBest(after, device, band),
  };
}
