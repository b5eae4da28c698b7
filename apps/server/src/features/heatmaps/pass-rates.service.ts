import type { RequirementPassRatesAnswer } from '@airlens/contract';
import type { Band } from '@airlens/heatmap';
import {
  cellsInPolygon,
  evaluateRequirement,
  type DeviceProfile,
  type RequirementCriterion,
  type SignalField,
} from '@airlens/heatmap/planning';
import type { AuthenticatedUser } from '../../http/session';
import { measuredFloor, surveyDayRange, type MeasuredFloor } from './measured-floor';
import type { PlanningRequirement } from './planning-model';
import {
  deviceOf,
  floorField,
  loadPlanningProject,
  type CachedProject,
  type PlanningContext,
} from './planning.service';

type Source = 'measured' | 'predicted';
type Criteria = readonly { type: string; threshold: number; passRatePercent: number }[];

/** Cell-weighted tally of pass rates, for floors and the project. */
class PassTally {
  cells = 0;
  passing = 0;
  readonly criteria = new Map<string, { type: string; threshold: number; cells: number; passing: number }>();

  add(cells: number, passRatePercent: number, criteria: Criteria) {
    this.cells += cells;
    this.passing += (cells * passRatePercent) / 100;
    for (const criterion of criteria) {
      const key = `${criterion.type}:${criterion.threshold}`;
      const entry = this.criteria.get(key) ?? {
        type: criterion.type,
        threshold: criterion.threshold,
        cells: 0,
        passing: 0,
      };
      entry.cells += cells;
      entry.passing += (cells * criterion.passRatePercent) / 100;
      this.criteria.set(key, entry);
    }
  }

  result(source: Source) {
    const percent = (passing: number, cells: number) => (cells === 0 ? 0 : (100 * passing) / cells);
    return {
      passRatePercent: percent(this.passing, this.cells),
      source,
      criteria: [...this.criteria.values()].map((entry) => ({
        type: entry.type,
        threshold: entry.threshold,
        passRatePercent: percent(entry.passing, entry.cells),
      })),
    };
  }
}

/** A measured and a predicted tally: a scope with measured cells answers from them alone. */
class SourcedTally {
  readonly measured = new PassTally();
  readonly predicted = new PassTally();

  add(source: Source, cells: number, passRatePercent: number, criteria: Criteria) {
    (source === 'measured' ? this.measured : this.predicted).add(cells, passRatePercent, criteria);
  }

  result() {
    return this.measured.cells > 0 ? this.measured.result('measured') : this.predicted.result('predicted');
  }
}

function criteriaOfBand(requirement: PlanningRequirement | undefined, band: Band): RequirementCriterion[] {
  return (requirement?.criteria ?? []).filter(
    (criterion) => criterion.band === undefined || criterion.band === band,
  );
}

interface Region {
  area: CachedProject['model']['areas'][number] | undefined;
  requirement: PlanningRequirement | undefined;
  cells: Uint32Array;
}

/** The floor's areas (cells whose centre the polygon holds; areas may overlap), then the cells outside them. */
function regionsOf(entry: CachedProject, floorPlanId: string, grid: MeasuredFloor['grid']): Region[] {
  const { model } = entry;
  const fallback = model.requirements.find((requirement) => requirement.isDefault) ?? model.requirements[0];
  const inArea = new Uint8Array(grid.cols * grid.rows);
  const regions: Region[] = [];
  for (const area of model.areas.filter((candidate) => candidate.floorPlanId === floorPlanId)) {
    const cells = cellsInPolygon(grid, area.polygonMeters);
    cells.forEach((c) => {
      inArea[c] = 1;
    });
    const requirement = model.requirements.find((candidate) => candidate.id === area.requirementId);
    regions.push({ area, requirement: requirement ?? fallback, cells });
  }
  const rest: number[] = [];
  inArea.forEach((flag, c) => {
    if (flag === 0) {
      rest.push(c);
    }
  });
  regions.push({ area: undefined, requirement: fallback, cells: Uint32Array.from(rest) });
  return regions;
}

/** One region's rate: over its surveyed cells when the range's survey reaches any, else over the prediction. */
function regionRate(
  region: Region,
  criteria: RequirementCriterion[],
  measured: MeasuredFloor | null,
  predicted: () => SignalField,
  device: DeviceProfile,
) {
  const surveyed = measured === null ? [] : region.cells.filter((c) => measured.mask[c] === 1);
  const source: Source = measured !== null && surveyed.length > 0 ? 'measured' : 'predicted';
  const cells = source === 'measured' ? surveyed : region.cells;
  // The device's offsets shift the field's cached per-cell values: no copy of the field per profile.
  const result = evaluateRequirement(
    source === 'measured' && measured !== null ? measured.field : predicted(),
    criteria,
    cells,
    device,
    device.offsets,
  );
  return {
    cells: cells.length,
    rate: {
      passRatePercent: result.passRatePercent,
      source,
      criteria: result.criteria.map(({ type, threshold, passRatePercent }) => ({
        type,
        threshold,
        passRatePercent,
      })),
    },
  };
}

/**
 * GET …/requirementPassRates: each area's requirement (the project default outside areas) per criterion, seen by
 * the device profile. Where the floor's surveys of the date range reach, the rate is measured: the interpolated
 * survey's cells only; an area (or a floor, or the project) the range's surveys do not reach is predicted from
 * the multi-floor prediction. A floor or the project with measured parts answers from those parts alone.
 */
export async function getRequirementPassRates(
  context: PlanningContext,
  user: AuthenticatedUser,
  projectId: string,
  query: {
    frequencyBand: Band;
    deviceProfileId?: string | undefined;
    startDate?: string | undefined;
    endDate?: string | undefined;
  },
): Promise<RequirementPassRatesAnswer> {
  const range = surveyDayRange(query);
  const entry = await loadPlanningProject(context, user, projectId);
  const { model } = entry;
  const device = deviceOf(model, query.deviceProfileId);
  const project = new SourcedTally();
  const floors: RequirementPassRatesAnswer['floors'] = [];
  const areas: RequirementPassRatesAnswer['areas'] = [];
  for (const floor of model.floors) {
    const surveyed = await measuredFloor(context, projectId, entry, floor.floorPlanId, range);
    const predictedField = () => floorField(context, entry, floor.floorPlanId).field;
    const grid = surveyed?.grid ?? floorField(context, entry, floor.floorPlanId).grid;
    const tally = new SourcedTally();
    for (const region of regionsOf(entry, floor.floorPlanId, grid)) {
      const criteria = criteriaOfBand(region.requirement, query.frequencyBand);
      const { cells, rate } = regionRate(region, criteria, surveyed, predictedField, device);
      tally.add(rate.source, cells, rate.passRatePercent, rate.criteria);
      if (region.area !== undefined) {
        areas.push({
          areaId: region.area.id,
          areaName: region.area.name,
          floorPlanId: floor.floorPlanId,
          requirementName: region.requirement?.name ?? 'Default',
          ...rate,
        });
      }
    }
    const floorRate = tally.result();
    const floorCells = floorRate.source === 'measured' ? tally.measured.cells : tally.predicted.cells;
    project.add(floorRate.source, floorCells, floorRate.passRatePercent, floorRate.criteria);
    floors.push({
      floorPlanId: floor.floorPlanId,
      floorPlanName: model.floorNames.get(floor.floorPlanId) ?? '',
      ...floorRate,
    });
  }
  return { project: project.result(), floors, areas };
}
