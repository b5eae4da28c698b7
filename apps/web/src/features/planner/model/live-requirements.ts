import { buildRequirementMap, DEFAULT_REQUIREMENTS, type CellGrid } from '@airlens/heatmap';
import type { FrequencyBand } from '@airlens/domain';
import { floorRequirementAreas } from './design-areas';
import { asBand, entitiesOf, num, str, type DesignCollections } from './design-view';

/**
 * The signal strength (dBm) a raw requirement asks for on `band`: its Wi-Fi SIGNAL_STRENGTH criterion for that
 * band, else its 5 GHz one, else its first; undefined when it states none.
 */
export function requiredSignalDbm(
  requirement: Record<string, unknown>,
  band: FrequencyBand,
): number | undefined {
  const criteria = Array.isArray(requirement.criteria) ? (requirement.criteria as unknown[]) : [];
  const signal = criteria.flatMap((item) => {
    const criterion = item as Record<string, unknown>;
    const technology = str(criterion.radioTechnology);
    const value = num(criterion.value);
    const isWifi = technology === undefined || technology === 'IEEE802_11';
    return criterion.type === 'SIGNAL_STRENGTH' && isWifi && value !== undefined
      ? [{ band: asBand(criterion.frequencyBand), value }]
      : [];
  });
  const pick =
    signal.find((criterion) => criterion.band === band) ??
    signal.find((criterion) => criterion.band === 'FIVE') ??
    signal[0];
  return pick?.value;
}

/**
 * Per cell of the live grid, the signal strength the floor must reach there: the area's requirement inside a
 * requirement area (the later area where they overlap), else the project's default requirement, else −67 dBm.
 * The live heatmap greys the cells it predicts below this, as the floor page's heatmap does.
 */
export function requiredSignalPerCell(
  design: DesignCollections,
  floorPlanId: string,
  metersPerUnit: number,
  grid: CellGrid,
  band: FrequencyBand,
): Float32Array {
  const requirements = entitiesOf(design, 'requirements');
  const signalOf = new Map(requirements.map((entity) => [entity.id, requiredSignalDbm(entity, band)]));
  const fallback = requirements.find((entity) => entity.isDefault === true);
  const floorDbm = fallback === undefined ? undefined : signalOf.get(fallback.id);
  const areas = floorRequirementAreas(design, floorPlanId).flatMap((area) => {
    const dbm = area.requirementId === null ? undefined : signalOf.get(area.requirementId);
    return dbm === undefined
      ? []
      : [
          {
            id: area.id,
            polygonMeters: Float64Array.from(area.polygon.flatMap((corner) => [corner.x, corner.y])).map(
              (units) => units * metersPerUnit,
            ),
            requirements: { rssiDbm: dbm },
          },
        ];
  });
  const map = buildRequirementMap(
    { areas, requirements: { rssiDbm: floorDbm ?? DEFAULT_REQUIREMENTS.rssiDbm } },
    grid,
  );
  const thresholds = Float32Array.from(map.profiles, (profile) => profile.rssiDbm);
  return Float32Array.from(map.cellProfile, (profile) => thresholds[profile] ?? DEFAULT_REQUIREMENTS.rssiDbm);
}
