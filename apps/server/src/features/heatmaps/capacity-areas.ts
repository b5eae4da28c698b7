import type { CellGrid } from '@airlens/heatmap';
import { cellsInPolygon, type CapacityArea, type DeviceProfile } from '@airlens/heatmap/planning';
import type { PlanningArea, PlanningProject } from './planning-model';

/** The device a capacity item without a known device profile counts as: the built-in laptop, else `fallback`. */
export function defaultCapacityDevice(model: PlanningProject, fallback: DeviceProfile): DeviceProfile {
  return model.deviceProfiles.find((profile) => profile.id === 'builtin-laptop') ?? fallback;
}

/**
 * An area's capacity demand on `grid` (for the capacity heatmap and the capacity table alike): its cells, and per
 * capacity item the clients, their usage profile's demand and their device profile (`defaultDevice` if unknown).
 */
export function capacityAreaOf(
  model: PlanningProject,
  area: PlanningArea,
  grid: CellGrid,
  defaultDevice: DeviceProfile,
): CapacityArea {
  return {
    id: area.id,
    cells: cellsInPolygon(grid, area.polygonMeters),
    items: area.capacityItems.map((item) => {
      const usage = model.usageProfiles.get(item.usageProfileId ?? '');
      return {
        deviceCount: item.deviceCount,
        demandBps: usage?.demandBps ?? 0,
        usageProfile: usage?.name ?? 'Unknown',
        device: model.deviceProfiles.find((profile) => profile.id === item.deviceProfileId) ?? defaultDevice,
      };
    }),
  };
}
