import type { KeyboardEvent, PointerEvent } from 'react';
import type { SelectionKind, SelectionTarget } from '../editor/editor-state';
import type {
  DesignAttenuationArea,
  DesignAttenuationAreaType,
  DesignRequirement,
  DesignRequirementArea,
} from '../model/design-areas';
import type { PlanCoord } from '../model/design-view';

export interface EditorAreasProps {
  attenuationAreas: readonly DesignAttenuationArea[];
  attenuationTypes: ReadonlyMap<string, DesignAttenuationAreaType>;
  areas: readonly DesignRequirementArea[];
  requirements: ReadonlyMap<string, DesignRequirement>;
  selectedAttenuationAreaIds: readonly string[];
  selectedAreaIds: readonly string[];
  /** Outline width in plan units. */
  strokeUnits: number;
  onAreaPointerDown: (event: PointerEvent<SVGPolygonElement>, target: SelectionTarget) => void;
  onMarkerKeyDown: (event: KeyboardEvent<SVGElement>, target: SelectionTarget) => void;
}

const SELECTED_COLOR = '#e65100';
const REQUIREMENT_AREA_COLOR = '#2e7d32';

function pointsOf(polygon: readonly PlanCoord[]): string {
  return polygon.map((point) => `${point.x},${point.y}`).join(' ');
}

interface AreaShapeProps {
  id: string;
  kind: SelectionKind;
  label: string;
  polygon: readonly PlanCoord[];
  color: string;
  isSelected: boolean;
  isDashed: boolean;
  props: EditorAreasProps;
}

function AreaShape({ id, kind, label, polygon, color, isSelected, isDashed, props }: AreaShapeProps) {
  const target = { kind, id };
  const stroke = props.strokeUnits;
  return (
    <g
      className="planner-target"
      role="button"
      tabIndex={0}
      aria-pressed={isSelected}
      aria-label={label}
      onKeyDown={(event) => props.onMarkerKeyDown(event, target)}
    >
      <polygon
        className="planner-focus"
        points={pointsOf(polygon)}
        fill="none"
        stroke="#0b5cad"
        strokeOpacity={0.45}
        strokeWidth={stroke * 3}
      />
      <polygon
        {...{ [kind === 'area' ? 'data-area-id' : 'data-attenuation-area-id']: id }}
        points={pointsOf(polygon)}
        fill={isSelected ? SELECTED_COLOR : color}
        fillOpacity={isSelected ? 0.3 : 0.18}
        stroke={isSelected ? SELECTED_COLOR : color}
        strokeWidth={stroke * (isSelected ? 1.6 : 1)}
        strokeDasharray={isDashed ? `${stroke * 4} ${stroke * 2}` : undefined}
        style={{ cursor: 'pointer' }}
        onPointerDown={(event) => props.onAreaPointerDown(event, target)}
      />
    </g>
  );
}

/**
 * Attenuation areas (filled in their type's colour) and requirement areas (dashed green outlines) of the floor
 * being edited, under the walls and APs. Each is a focusable button: Enter or a click selects it.
 */
export function EditorAreas(props: EditorAreasProps) {
  const selectedAttenuation = new Set(props.selectedAttenuationAreaIds);
  const selectedAreas = new Set(props.selectedAreaIds);
  return (
    <g>
      {props.attenuationAreas.map((area) => {
        const type = props.attenuationTypes.get(area.typeId);
        return (
          <AreaShape
            key={area.id}
            id={area.id}
            kind="attenuationArea"
            label={`Attenuation area, ${type?.name ?? 'unknown type'}`}
            polygon={area.polygon}
            color={type?.color ?? '#7b1fa2'}
            isSelected={selectedAttenuation.has(area.id)}
            isDashed={false}
            props={props}
          />
        );
      })}
      {props.areas.map((area) => {
        const requirement =
          area.requirementId === null ? undefined : props.requirements.get(area.requirementId);
        return (
          <AreaShape
            key={area.id}
            id={area.id}
            kind="area"
            label={`Requirement area ${area.name}, ${requirement?.name ?? 'no requirement'}`}
            polygon={area.polygon}
            color={REQUIREMENT_AREA_COLOR}
            isSelected={selectedAreas.has(area.id)}
            isDashed
            props={props}
          />
        );
      })}
    </g>
  );
}
