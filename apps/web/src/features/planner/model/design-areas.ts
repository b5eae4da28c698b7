// Attenuation areas and requirement areas as the editor shows them: polygons in plan units on one floor (the
// .esx `attenuationAreas` and `areas` collections store bare {x, y} corners), with their types and requirements.
import type { Band } from '@airlens/heatmap';
import { asBand, entitiesOf, num, str, type DesignCollections, type PlanCoord } from './design-view';

/** An attenuation area type: what an attenuation area's polygon costs a signal crossing it. */
export interface DesignAttenuationAreaType {
  id: string;
  name: string;
  color: string;
  /** Loss per metre inside the area per band (propagationProperties' attenuationFactor, or the legacy value). */
  dbPerMeter: Record<Band, number>;
}

export interface DesignAttenuationArea {
  id: string;
  typeId: string;
  polygon: PlanCoord[];
}

/** A requirement (the .esx `requirements` collection) an area can name. */
export interface DesignRequirement {
  id: string;
  name: string;
}

/** A coverage/requirement area: a named polygon, optionally held to a requirement. */
export interface DesignRequirementArea {
  id: string;
  name: string;
  requirementId: string | null;
  polygon: PlanCoord[];
}

const DEFAULT_AREA_COLOR = '#7b1fa2';

/** The polygon's corners: bare {x, y} as the .esx stores them (a `coord` wrapper is read too); null if malformed. */
export function polygonOf(value: unknown): PlanCoord[] | null {
  if (!Array.isArray(value)) {
    return null;
  }
  const corners: PlanCoord[] = [];
  for (const item of value as unknown[]) {
    const record = (typeof item === 'object' && item !== null ? item : {}) as Record<string, unknown>;
    const point = (
      typeof record.coord === 'object' && record.coord !== null ? record.coord : record
    ) as Record<string, unknown>;
    const x = num(point.x);
    const y = num(point.y);
    if (x === undefined || y === undefined) {
      return null;
    }
    corners.push({ x, y });
  }
  return corners.length >= 3 ? corners : null;
}

/** The attenuation area types with their loss per metre (the .esx reader's rule, as for wall types). */
export function attenuationAreaTypesOf(design: DesignCollections): DesignAttenuationAreaType[] {
  return entitiesOf(design, 'attenuationAreaTypes').map((type) => {
    const legacy = num(type.attenuationPerMeter) ?? num(type.attenuation) ?? 0;
    const byBand = new Map<Band, number>();
    const properties = Array.isArray(type.propagationProperties)
      ? (type.propagationProperties as unknown[])
      : [];
    for (const property of properties) {
      const record = (typeof property === 'object' && property !== null ? property : {}) as Record<
        string,
        unknown
      >;
      const band = asBand(record.band);
      const factor = num(record.attenuationFactor);
      if (band !== undefined && factor !== undefined) {
        byBand.set(band, factor);
      }
    }
    const two = byBand.get('TWO') ?? legacy;
    const five = byBand.get('FIVE') ?? (byBand.size > 0 ? two : legacy);
    return {
      id: type.id,
      name: str(type.name) ?? 'Attenuation area',
      color: str(type.color) ?? DEFAULT_AREA_COLOR,
      dbPerMeter: { TWO: two, FIVE: five, SIX: byBand.get('SIX') ?? five },
    };
  });
}

/** The attenuation areas drawn on one floor. */
export function floorAttenuationAreas(
  design: DesignCollections,
  floorPlanId: string,
): DesignAttenuationArea[] {
  return entitiesOf(design, 'attenuationAreas').flatMap((entity) => {
    const polygon = polygonOf(entity.area);
    const typeId = str(entity.attenuationAreaTypeId);
    return entity.floorPlanId !== floorPlanId || polygon === null || typeId === undefined
      ? []
      : [{ id: entity.id, typeId, polygon }];
  });
}

/** The project's requirements, for the requirement picker. */
export function requirementsOf(design: DesignCollections): DesignRequirement[] {
  return entitiesOf(design, 'requirements').map((requirement) => ({
    id: requirement.id,
    name: str(requirement.name) ?? str(requirement.key) ?? 'Requirement',
  }));
}

/** The requirement areas drawn on one floor. */
export function floorRequirementAreas(
  design: DesignCollections,
  floorPlanId: string,
): DesignRequirementArea[] {
  return entitiesOf(design, 'areas').flatMap((entity) => {
    const polygon = polygonOf(entity.area);
    return entity.floorPlanId !== floorPlanId || polygon === null
      ? []
      : [
          {
            id: entity.id,
            name: str(entity.name) ?? 'Area',
            requirementId: str(entity.requirementId) ?? null,
            polygon,
          },
        ];
  });
}
