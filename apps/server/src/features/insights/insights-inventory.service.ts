import type { AuthenticatedUser } from '../../http/session';
import { getInsightsProject, scopeOf, type InsightsDeps } from './insights-access';
import { listDeviceModelsPage, type DeviceModelSortKey } from './insights-device-models.repo';
import { listDeviceCountsPage, sumDeviceCounts, type DeviceSortKey } from './insights-devices.repo';
import { listFloorPlans } from './insights-kpis.repo';
import { parseSort } from './insights-list.service';
import {
  findSurveyDateRange,
  listSurveyEventsPage,
  sumSurveyEvents,
  type SurveyFilter,
  type SurveySortKey,
} from './insights-surveys.repo';
import type { ProjectScope } from './insights-scope.repo';
import { presentPage } from './insights.presenter';

const SURVEY_SORT_KEYS: Readonly<Record<string, SurveySortKey>> = {
  date: 'date',
  createdBy: 'createdBy',
  durationSeconds: 'durationSeconds',
  distanceMeters: 'distanceMeters',
  projectName: 'projectName',
  floorPlanName: 'floorPlanName',
  discoveredAps: 'discoveredAps',
};

const DEVICE_SORT_KEYS: Readonly<Record<string, DeviceSortKey>> = {
  apName: 'apName',
  vendor: 'vendor',
  model: 'model',
  wifiGeneration: 'wifiGeneration',
  technology: 'technology',
  radioCount: 'radioCount',
  channelAndPower: 'channelAndPower',
  height: 'height',
  installation: 'installation',
  projectName: 'projectName',
  deviceCount: 'deviceCount',
};

const DEVICE_MODEL_SORT_KEYS: Readonly<Record<string, DeviceModelSortKey>> = {
  vendor: 'vendor',
  model: 'model',
  deviceCount: 'deviceCount',
  radioCount: 'radioCount',
  projectCount: 'projectCount',
};

/** A project filter of a list route must name a project the caller may read (404 otherwise, as for its own routes). */
async function assertProjectFilter(
  deps: InsightsDeps,
  user: AuthenticatedUser,
  projectId: string | null,
): Promise<void> {
  if (projectId !== null) {
    await getInsightsProject(deps, user, projectId);
  }
}

type Paging = { page: number; size: number; sort?: string };
type PageWindow = { offset: number; limit: number };

/**
 * The common shape of the paged insights lists: the project filter checked, an empty page for a caller
 * without insights, the sort parsed against the list's columns, one page read and each row presented.
 */
async function listScopedPage<K extends string, Row, Item>(
  deps: InsightsDeps,
  user: AuthenticatedUser,
  projectId: string | null,
  paging: Paging,
  sorting: { keys: Readonly<Record<string, K>>; fallback: { key: K; direction: 'asc' | 'desc' } },
  readPage: (
    scope: ProjectScope,
    sort: { key: K; direction: 'asc' | 'desc' },
    window: PageWindow,
  ) => Promise<{ total: number; rows: Row[] }>,
  present: (row: Row) => Item,
) {
  await assertProjectFilter(deps, user, projectId);
  const scope = scopeOf(deps, user);
  if (scope === null) {
    return presentPage<Item>([], 0, paging.page, paging.size);
  }
  const sort = parseSort(paging.sort, sorting.keys, sorting.fallback);
  const window = { offset: paging.page * paging.size, limit: paging.size };
  const { total, rows } = await readPage(scope, sort, window);
  return presentPage(rows.map(present), total, paging.page, paging.size);
}

/** The floor plans of a project, in file order. */
export async function listProjectFloorPlans(deps: InsightsDeps, user: AuthenticatedUser, projectId: string) {
  const project = await getInsightsProject(deps, user, projectId);
  const floors = await listFloorPlans(deps.database, project.id);
  return floors.map((floor) => ({
    id: floor.floorPlanId,
    rowId: floor.rowId,
    name: floor.name,
    width: floor.width,
    height: floor.height,
    metersPerUnit: floor.metersPerUnit,
    imageId: floor.imageId,
    bitmapImageId: floor.bitmapImageId,
  }));
}

/** The first and last survey day of the caller's projects, or of one project; nulls when nothing was surveyed. */
export async function getSurveyDateRange(
  deps: InsightsDeps,
  user: AuthenticatedUser,
  projectId: string | null,
) {
  await assertProjectFilter(deps, user, projectId);
  const scope = scopeOf(deps, user);
  return scope === null
    ? { startDate: null, endDate: null }
    : findSurveyDateRange(deps.database, scope, projectId);
}

/** One page of survey events (newest first unless sorted otherwise). */
export async function listSurveyEvents(
  deps: InsightsDeps,
  user: AuthenticatedUser,
  filter: SurveyFilter,
  paging: Paging,
) {
  return listScopedPage(
    deps,
    user,
    filter.projectId,
    paging,
    { keys: SURVEY_SORT_KEYS, fallback: { key: 'date', direction: 'desc' } },
    (scope, sort, window) => listSurveyEventsPage(deps.database, scope, filter, sort, window),
    (row) => ({
      surveyId: row.surveyId,
      surveyName: row.surveyName,
      date: row.startedAt,
      createdBy: row.createdBy,
      durationSeconds: row.durationSeconds,
      distanceMeters: row.distanceMeters,
      projectName: row.projectName,
      projectId: row.projectId,
      floorPlanId: row.floorPlanId,
      floorPlanRowId: row.floorPlanRowId,
      floorPlanName: row.floorPlanName,
      discoveredAps: row.discoveredAps,
    }),
  );
}

/** Duration, distance and discovered APs summed over the matching surveys. */
export async function getSurveyTotals(deps: InsightsDeps, user: AuthenticatedUser, filter: SurveyFilter) {
  await assertProjectFilter(deps, user, filter.projectId);
  const scope = scopeOf(deps, user);
  if (scope === null) {
    return { durationSeconds: 0, distanceMeters: 0, discoveredAps: 0 };
  }
  const totals = await sumSurveyEvents(deps.database, scope, filter);
  return {
    durationSeconds: totals.durationSeconds,
    distanceMeters: totals.distanceMeters,
    discoveredAps: totals.discoveredAps,
  };
}

/** One page of the network inventory (by project name unless sorted otherwise). */
export async function listDeviceCounts(
  deps: InsightsDeps,
  user: AuthenticatedUser,
  filter: { query: string; projectId: string | null },
  paging: Paging,
) {
  return listScopedPage(
    deps,
    user,
    filter.projectId,
    paging,
    { keys: DEVICE_SORT_KEYS, fallback: { key: 'projectName', direction: 'asc' } },
    (scope, sort, window) => listDeviceCountsPage(deps.database, scope, filter, sort, window),
    (row) => ({
      apName: row.apName,
      vendor: row.vendor,
      model: row.model,
      wifiGeneration: row.wifiGeneration,
      technology: row.technology,
      radioCount: row.radioCount,
      channelAndPower: row.channelAndPower,
      height: row.heightMeters,
      installation: row.installation,
      projectName: row.projectName,
      projectId: row.projectId,
      deviceCount: row.deviceCount,
    }),
  );
}

/**
 * One page of the network inventory grouped by vendor and model (most devices first unless sorted otherwise),
 * over the same lines as {@link listDeviceCounts}, so its device counts add up to {@link getDeviceTotals}.
 */
export async function listDeviceModelCounts(
  deps: InsightsDeps,
  user: AuthenticatedUser,
  filter: { query: string; projectId: string | null },
  paging: Paging,
) {
  return listScopedPage(
    deps,
    user,
    filter.projectId,
    paging,
    { keys: DEVICE_MODEL_SORT_KEYS, fallback: { key: 'deviceCount', direction: 'desc' } },
    (scope, sort, window) => listDeviceModelsPage(deps.database, scope, filter, sort, window),
    (row) => row,
  );
}

/** The number of devices over the matching inventory lines. */
export async function getDeviceTotals(
  deps: InsightsDeps,
  user: AuthenticatedUser,
  filter: { query: string; projectId: string | null },
) {
  await assertProjectFilter(deps, user, filter.projectId);
  const scope = scopeOf(deps, user);
  if (scope === null) {
    return { totalDeviceCount: 0 };
  }
  return { totalDeviceCount: (await sumDeviceCounts(deps.database, scope, filter)).devices };
}
