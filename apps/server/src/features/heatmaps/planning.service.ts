import type { CapacityAnswer, DeviceProfileAnswer } from '@airlens/contract';
import { createCellGrid, type Band, type CellGrid } from '@airlens/heatmap';
import {
  beaconAirtime,
  computeCapacity,
  DEFAULT_NOISE_DBM,
  NO_DEVICE_PROFILE,
  OVERLOAD_AIRTIME,
  predictFloorField,
  type DeviceProfile,
  type SignalField,
  type SignalPrediction,
} from '@airlens/heatmap/planning';
import type { AppConfig } from '../../config';
import type { Database } from '../../db/database';
import { invalidInput } from '../../http/errors';
import type { BlobStore } from '../../blobs/blob-store';
import type { AuthenticatedUser } from '../../http/session';
import type { Logger } from 'pino';
import { getLoadableProject, getProjectBatch } from '../projects/projects.service';
import { capacityAreaOf, defaultCapacityDevice } from './capacity-areas';
import { buildPlanningProject, collectionsOf, type PlanningProject } from './planning-model';

export interface PlanningContext {
  database: Database;
  blobs: BlobStore;
  config: AppConfig;
  logger: Logger;
}

/** poTypes of the planning collections (the batch names each collection in UPPER_SNAKE singular). */
const PLANNING_PO_TYPES = [
  'PROJECT',
  'FLOOR_PLAN',
  'BUILDING',
  'BUILDING_FLOOR',
  'FLOOR_TYPE',
  'HOLE_IN_FLOOR',
  'ACCESS_POINT',
  'SIMULATED_RADIO',
  'ANTENNA_TYPE',
  'WALL_TYPE',
  'WALL_POINT',
  'WALL_SEGMENT',
  'AREA',
  'REQUIREMENT',
  'ATTENUATION_AREA_TYPE',
  'ATTENUATION_AREA',
  'DEVICE_PROFILE',
  'USAGE_PROFILE',
  'APPLICATION_PROFILE',
  'NETWORK_CAPACITY_SETTING',
];

/** Cell size of the planning grids: 1 m (the heatmaps' "normal" accuracy), capped by the server's cell limit. */
const PLANNING_CELL_METERS = 'normal' as const;
const MAX_CACHED_PROJECTS = 8;

export interface CachedProject {
  model: PlanningProject;
  fields: Map<string, { grid: CellGrid; field: SignalField }>;
  /** Interpolated surveys by floor and survey-day range (null: no survey points in the range). */
  measured: Map<string, { grid: CellGrid; field: SignalField; mask: Uint8Array; cellCount: number } | null>;
}

/** Planning models by project id and version: a new version (re-upload, edit) is a new key. */
const cache = new Map<string, CachedProject>();

/** The caller's project (404 when it may not see it) as a planning model, built once per version. */
export async function loadPlanningProject(
  context: PlanningContext,
  user: AuthenticatedUser,
  projectId: string,
): Promise<CachedProject> {
  const project = await getLoadableProject(context, user, projectId);
  const key = `${project.id}:${project.version}`;
  const cached = cache.get(key);
  if (cached !== undefined) {
    return cached;
  }
  // The project's stored documents through the batch read (every .esx collection is kept verbatim at import).
  const batch = await getProjectBatch(
    {
      ...context,
      enqueueDelete: () => Promise.reject(new Error('planning reads only')),
    },
    user,
    project.id,
    PLANNING_PO_TYPES,
  );
  const parsed: { collection: string; json: unknown }[] = [];
  for (const [collection, value] of Object.entries(JSON.parse(batch) as Record<string, unknown>)) {
    for (const json of Array.isArray(value) ? (value as unknown[]) : value === null ? [] : [value]) {
      parsed.push({ collection, json });
    }
  }
  const entry: CachedProject = {
    model: buildPlanningProject(collectionsOf(parsed)),
    fields: new Map(),
    measured: new Map(),
  };
  cache.set(key, entry);
  if (cache.size > MAX_CACHED_PROJECTS) {
    cache.delete(cache.keys().next().value ?? key);
  }
  return entry;
}

/** The planning grid of a floor: 1 m cells over the plan, capped by the server's cell limit. */
export function planningGrid(context: PlanningContext, entry: CachedProject, floorPlanId: string): CellGrid {
  const size = entry.model.floorSizes.get(floorPlanId) ?? { widthMeters: 1, heightMeters: 1 };
  return createCellGrid(
    size.widthMeters,
    size.heightMeters,
    PLANNING_CELL_METERS,
    context.config.heatmapMaxCells,
  );
}

/** The predicted field of one floor (no device offset), computed once per project version, floor and mode. */
export function floorField(
  context: PlanningContext,
  entry: CachedProject,
  floorPlanId: string,
  mode: Exclude<SignalPrediction, 'off'> = 'multi-floor',
): { grid: CellGrid; field: SignalField } {
  const key = `${floorPlanId}:${mode}`;
  const cached = entry.fields.get(key);
  if (cached !== undefined) {
    return cached;
  }
  const grid = planningGrid(context, entry, floorPlanId);
  const predicted = predictFloorField(entry.model.floors, floorPlanId, grid, mode);
  const field: SignalField = {
    cellCount: grid.cols * grid.rows,
    radios: predicted.radios.map(({ ap, radio }) => ({ ...radio, apId: ap.id })),
    planes: predicted.planes,
    noiseDbm: DEFAULT_NOISE_DBM,
  };
  const result = { grid, field };
  entry.fields.set(key, result);
  return result;
}

/** GET …/deviceProfiles: the project's profiles, then the built-ins. */
export async function listDeviceProfiles(
  context: PlanningContext,
  user: AuthenticatedUser,
  projectId: string,
): Promise<DeviceProfileAnswer[]> {
  const { model } = await loadPlanningProject(context, user, projectId);
  return model.deviceProfiles.map((profile) => ({
    id: profile.id,
    name: profile.name,
    offsets: { ...profile.offsets },
    builtIn: profile.builtIn,
  }));
}

/** The device profile a request names (none = 0 dB); 400 naming the field when the project has no such profile. */
export function deviceOf(model: PlanningProject, deviceProfileId: string | undefined): DeviceProfile {
  if (deviceProfileId === undefined) {
    return NO_DEVICE_PROFILE;
  }
  const profile = model.deviceProfiles.find((candidate) => candidate.id === deviceProfileId);
  if (profile === undefined) {
    throw invalidInput('deviceProfileId', 'names no device profile of this project');
  }
  return profile;
}

/**
 * GET …/capacity: each floor's areas' clients on the multi-floor prediction; a radio heard on several floors sums
 * its clients and airtime over them (its beacons once).
 */
export async function getCapacity(
  context: PlanningContext,
  user: AuthenticatedUser,
  projectId: string,
  query: { frequencyBand: Band },
): Promise<CapacityAnswer> {
  const entry = await loadPlanningProject(context, user, projectId);
  const { model } = entry;
  const laptop = defaultCapacityDevice(model, NO_DEVICE_PROFILE);
  const totals = new Map<string, { clients: number; airtime: number }>();
  const areas: CapacityAnswer['areas'] = [];
  for (const floor of model.floors) {
    const floorAreas = model.areas.filter(
      (area) => area.floorPlanId === floor.floorPlanId && area.capacityItems.length > 0,
    );
    if (floorAreas.length === 0) {
      continue;
    }
    const { grid, field } = floorField(context, entry, floor.floorPlanId);
    const capacityAreas = floorAreas.map((area) => capacityAreaOf(model, area, grid, laptop));
    const result = computeCapacity(field, capacityAreas, model.capacitySettings);
    for (const load of result.radios) {
      const radio = field.radios[load.radio];
      if (radio === undefined) {
        continue;
      }
      const total = totals.get(radio.id) ?? { clients: 0, airtime: 0 };
      total.clients += load.clients;
      total.airtime += load.airtimePercent / 100 - beaconAirtime(model.capacitySettings[radio.band]);
      totals.set(radio.id, total);
    }
    result.areas.forEach((load, index) => {
      const area = floorAreas[index];
      const items = capacityAreas[index]?.items ?? [];
      if (area === undefined) {
        return;
      }
      areas.push({
        areaId: area.id,
        areaName: area.name,
        clients: load.clients,
        usageProfile: [...new Set(items.map((item) => item.usageProfile))].join(', '),
        servedClients: load.servedClients[query.frequencyBand],
        airtimePercent: load.airtimePercent[query.frequencyBand],
        apsNeeded: load.apsNeeded[query.frequencyBand],
      });
    });
  }
  const radios: CapacityAnswer['radios'] = [];
  for (const floor of model.floors) {
    for (const ap of floor.accessPoints) {
      for (const radio of ap.radios) {
        if (radio.band !== query.frequencyBand || radio.isEnabled === false) {
          continue;
        }
        const settings = model.capacitySettings[radio.band];
        const total = totals.get(radio.id) ?? { clients: 0, airtime: 0 };
        const airtime = total.airtime + beaconAirtime(settings);
        radios.push({
          accessPointId: ap.id,
          apName: model.apNames.get(ap.id) ?? ap.id,
          band: radio.band,
          channel: radio.primaryChannel,
          clients: total.clients,
          airtimePercent: 100 * airtime,
          overloaded: airtime > OVERLOAD_AIRTIME || total.clients > settings.maxAssociatedClients,
        });
      }
    }
  }
  return { radios, areas };
}
