import { FLOOR_NOT_SCALED_MESSAGE, matchesKpiRowSearch, type FrequencyBand } from '@airlens/domain';
import { conflict, notFound } from '../../http/errors';
import type { AuthenticatedUser } from '../../http/session';
import { assertReadable, getInsightsProject, scopeOf, type InsightsDeps } from './insights-access';
import {
  listFloorAreas,
  listFloorPlans,
  sumAreaKpis,
  sumFloorKpis,
  sumProjectKpis,
  type DateRange,
} from './insights-kpis.repo';
import {
  findScopedProjectDays,
  findScopedProjectKpis,
  listProjectTags,
  listProjectUsers,
} from './insights-projects.repo';
import { WHOLE_FLOOR } from './kpi-rollups';
import { kpiObjectOf, NO_SAMPLES, scoresOf, type KpiObject } from './kpi-values';
import { presentProject, presentProjectUsers } from './insights.presenter';

/** The KPI filters of a request: band and survey-day range. */
export interface KpiFilter {
  band: FrequencyBand;
  range: DateRange;
}

/** One project with its KPI values on the band over the date range, its users and tags. */
export async function getProjectInsights(
  deps: InsightsDeps,
  user: AuthenticatedUser,
  projectId: string,
  filter: KpiFilter,
) {
  const project = await getInsightsProject(deps, user, projectId);
  const [sums, users, tags] = await Promise.all([
    sumProjectKpis(deps.database, project.id, filter.band, filter.range),
    listProjectUsers(deps.database, [project.id]),
    listProjectTags(deps.database, [project.id]),
  ]);
  return presentProject(project, scoresOf(sums), filter.band, {
    projectUsers: presentProjectUsers(users),
    tags: tags.get(project.id) ?? [],
  });
}

/** The project KPI panels: one panel for the whole project. */
export async function listProjectKpiPanels(
  deps: InsightsDeps,
  user: AuthenticatedUser,
  projectId: string,
  filter: KpiFilter,
) {
  const scope = scopeOf(deps, user);
  const found =
    scope === null
      ? null
      : await findScopedProjectKpis(deps.database, scope, projectId, filter.band, filter.range);
  const project = assertReadable(deps, found);
  return [
    {
      projectId: project.id,
      projectRowId: project.rowId,
      projectName: project.name,
      kpis: kpiObjectOf(project.sums),
    },
  ];
}

/** Network health per survey day (UTC) that has samples on the band in the range. */
export async function listDailyHealth(
  deps: InsightsDeps,
  user: AuthenticatedUser,
  projectId: string,
  filter: KpiFilter,
) {
  const scope = scopeOf(deps, user);
  const found =
    scope === null
      ? null
      : await findScopedProjectDays(deps.database, scope, projectId, filter.band, filter.range);
  return assertReadable(deps, found).days.map((day) => ({
    date: day.date,
    value:
      scoresOf({ ...NO_SAMPLES, samples: day.samples, passNetworkHealth: day.passNetworkHealth })
        .networkHealth ?? 0,
  }));
}

/** A floor row of the floor KPI table. */
export interface FloorKpiRow {
  floorPlanId: string;
  floorPlanRowId: number;
  floorPlanName: string;
  kpis: KpiObject;
}

/** Every floor of the project with its whole-floor KPIs (null values where nothing was surveyed), filtered by floor name. */
export async function listFloorKpis(
  deps: InsightsDeps,
  user: AuthenticatedUser,
  projectId: string,
  filter: KpiFilter & { query: string },
): Promise<FloorKpiRow[]> {
  const project = await getInsightsProject(deps, user, projectId);
  const [floors, sums] = await Promise.all([
    listFloorPlans(deps.database, project.id),
    sumFloorKpis(deps.database, project.id, filter.band, filter.range),
  ]);
  return floors
    .filter((floor) => matchesKpiRowSearch(floor.name, filter.query))
    .map((floor) => ({
      floorPlanId: floor.floorPlanId,
      floorPlanRowId: floor.rowId,
      floorPlanName: floor.name,
      kpis: kpiObjectOf(sums.get(floor.floorPlanId) ?? NO_SAMPLES),
    }));
}

async function loadFloor(deps: InsightsDeps, user: AuthenticatedUser, projectId: string, floorId: string) {
  const project = await getInsightsProject(deps, user, projectId);
  const floors = await listFloorPlans(deps.database, project.id);
  // The URL may carry the floor plan's .esx id or its numeric row id (as in /projects/{id}/{floorPlanRowId}).
  const floor = floors.find(
    (candidate) => candidate.floorPlanId === floorId || String(candidate.rowId) === floorId,
  );
  if (floor === undefined) {
    throw notFound();
  }
  // No scale, no KPIs (the import leaves the floor out): say so rather than answer empty numbers.
  if (floor.metersPerUnit === null) {
    throw conflict(FLOOR_NOT_SCALED_MESSAGE);
  }
  return { project, floor };
}

/** Every area of a floor with its KPIs, each judged against its own requirement, filtered by area name. */
export async function listAreaKpis(
  deps: InsightsDeps,
  user: AuthenticatedUser,
  projectId: string,
  floorId: string,
  filter: KpiFilter & { query: string },
) {
  const { project, floor } = await loadFloor(deps, user, projectId, floorId);
  const [areas, sums] = await Promise.all([
    listFloorAreas(deps.database, project.id, floor.floorPlanId),
    sumAreaKpis(deps.database, project.id, floor.floorPlanId, filter.band, filter.range),
  ]);
  return areas
    .filter((area) => matchesKpiRowSearch(area.name, filter.query))
    .map((area) => ({
      areaId: area.areaId,
      areaRowId: area.areaRowId,
      areaName: area.name,
      kpis: kpiObjectOf(sums.get(area.areaId) ?? NO_SAMPLES),
    }));
}

/** The KPI panels of a floor: the whole floor first (no area id), then each area. */
export async function listAreaKpiPanels(
  deps: InsightsDeps,
  user: AuthenticatedUser,
  projectId: string,
  floorId: string,
  filter: KpiFilter,
) {
  const { project, floor } = await loadFloor(deps, user, projectId, floorId);
  const [areas, sums] = await Promise.all([
    listFloorAreas(deps.database, project.id, floor.floorPlanId),
    sumAreaKpis(deps.database, project.id, floor.floorPlanId, filter.band, filter.range),
  ]);
  return [
    {
      areaId: null,
      areaRowId: null,
      areaName: floor.name,
      kpis: kpiObjectOf(sums.get(WHOLE_FLOOR) ?? NO_SAMPLES),
    },
    ...areas.map((area) => ({
      areaId: area.areaId,
      areaRowId: area.areaRowId,
      areaName: area.name,
      kpis: kpiObjectOf(sums.get(area.areaId) ?? NO_SAMPLES),
    })),
  ];
}
