import type { Selection } from '../editor/editor-state';
import type {
  DesignAttenuationArea,
  DesignAttenuationAreaType,
  DesignRequirement,
  DesignRequirementArea,
} from '../model/design-areas';

export interface SelectionNames {
  attenuationAreas: readonly DesignAttenuationArea[];
  attenuationTypes: ReadonlyMap<string, DesignAttenuationAreaType>;
  areas: readonly DesignRequirementArea[];
  requirements: ReadonlyMap<string, DesignRequirement>;
}

function plural(count: number, one: string, many: string): string {
  return `${count} ${count === 1 ? one : many}`;
}

/**
 * What the side panel says about selected walls and areas (APs have their own form): one selected area by its
 * type and loss or its requirement, several by count; null when none of them is selected.
 */
export function describeSelection(selection: Selection, names: SelectionNames): string | null {
  const parts: string[] = [];
  const { wallIds, attenuationAreaIds, areaIds } = selection;
  if (wallIds.length > 0) {
    parts.push(
      `${plural(wallIds.length, 'wall', 'walls')}${wallIds.length === 1 ? ' (Split at midpoint splits it in two)' : ''}`,
    );
  }
  const [attenuationId] = attenuationAreaIds;
  if (attenuationAreaIds.length === 1 && attenuationId !== undefined) {
    const area = names.attenuationAreas.find((candidate) => candidate.id === attenuationId);
    const type = area === undefined ? undefined : names.attenuationTypes.get(area.typeId);
    parts.push(
      type === undefined
        ? 'an attenuation area'
        : `attenuation area ${type.name} (${type.dbPerMeter.FIVE.toFixed(1)} dB/m at 5 GHz)`,
    );
  } else if (attenuationAreaIds.length > 1) {
    parts.push(plural(attenuationAreaIds.length, 'attenuation area', 'attenuation areas'));
  }
  const [areaId] = areaIds;
  if (areaIds.length === 1 && areaId !== undefined) {
    const area = names.areas.find((candidate) => candidate.id === areaId);
    const requirement =
      area?.requirementId === null || area === undefined
        ? undefined
        : names.requirements.get(area.requirementId);
    parts.push(
      `requirement area ${area?.name ?? ''} (${requirement === undefined ? 'no requirement' : `requirement ${requirement.name}`})`,
    );
  } else if (areaIds.length > 1) {
    parts.push(plural(areaIds.length, 'requirement area', 'requirement areas'));
  }
  if (parts.length === 0) {
    return null;
  }
  const count = wallIds.length + attenuationAreaIds.length + areaIds.length;
  const text = `Selected: ${parts.join(', ')}. Delete removes ${count === 1 ? 'it' : 'them'}.`;
  return text;
}
