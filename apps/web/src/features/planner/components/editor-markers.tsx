import type { KeyboardEvent, PointerEvent } from 'react';
import type { SelectionTarget } from '../editor/editor-state';
import type { DesignAccessPoint, DesignWall, DesignWallType } from '../model/design-view';

export interface EditorMarkersProps {
  accessPoints: readonly DesignAccessPoint[];
  walls: readonly DesignWall[];
  wallTypes: ReadonlyMap<string, DesignWallType>;
  selectedApIds: readonly string[];
  selectedWallIds: readonly string[];
  /** Marker radius in plan units. */
  radius: number;
  onApPointerDown: (event: PointerEvent<SVGGElement>, id: string) => void;
  onWallPointerDown: (event: PointerEvent<SVGLineElement>, id: string) => void;
  onMarkerKeyDown: (event: KeyboardEvent<SVGElement>, target: SelectionTarget) => void;
}

/**
 * Walls and AP markers of the floor being edited, in plan units. Each is a focusable button (Tab order: walls,
 * then APs); the focused one shows a ring (focus-visible), the selected ones are filled in the accent colour.
 */
export function EditorMarkers(props: EditorMarkersProps) {
  const { radius } = props;
  const selectedAps = new Set(props.selectedApIds);
  const selectedWalls = new Set(props.selectedWallIds);
  return (
    <g>
      <style>{`
        .planner-target { outline: none; }
        .planner-target:focus-visible .planner-focus { visibility: visible; }
        .planner-focus { visibility: hidden; }
      `}</style>
      {props.walls.map((wall) => {
        const type = props.wallTypes.get(wall.wallTypeId);
        const isSelected = selectedWalls.has(wall.id);
        return (
          <g
            key={wall.id}
            className="planner-target"
            role="button"
            tabIndex={0}
            aria-pressed={isSelected}
            aria-label={`Wall, ${type?.name ?? 'unknown type'}`}
            onKeyDown={(event) => props.onMarkerKeyDown(event, { kind: 'wall', id: wall.id })}
          >
            <line
              className="planner-focus"
              x1={wall.a.x}
              y1={wall.a.y}
              x2={wall.b.x}
              y2={wall.b.y}
              stroke="#0b5cad"
              strokeOpacity={0.45}
              strokeWidth={radius * 1.2}
              strokeLinecap="round"
            />
            <line
              data-wall-id={wall.id}
              x1={wall.a.x}
              y1={wall.a.y}
              x2={wall.b.x}
              y2={wall.b.y}
              stroke={isSelected ? '#e65100' : (type?.color ?? '#5f6368')}
              strokeWidth={radius * (isSelected ? 0.6 : 0.4)}
              strokeLinecap="round"
              style={{ cursor: 'pointer' }}
              onPointerDown={(event) => props.onWallPointerDown(event, wall.id)}
            />
          </g>
        );
      })}
      {props.accessPoints.map((ap) => {
        const isSelected = selectedAps.has(ap.id);
        const direction = ap.radios[0]?.directionDegrees ?? 0;
        return (
          <g
            key={ap.id}
            className="planner-target"
            data-ap-id={ap.id}
            role="button"
            tabIndex={0}
            aria-pressed={isSelected}
            aria-label={`Access point ${ap.name}${ap.model === '' ? '' : `, ${ap.model}`}`}
            style={{ cursor: 'grab', touchAction: 'none' }}
            onPointerDown={(event) => props.onApPointerDown(event, ap.id)}
            onKeyDown={(event) => props.onMarkerKeyDown(event, { kind: 'accessPoint', id: ap.id })}
          >
            <circle
              className="planner-focus"
              cx={ap.coord.x}
              cy={ap.coord.y}
              r={radius * 1.9}
              fill="none"
              stroke="#0b5cad"
              strokeWidth={radius * 0.35}
            />
            <circle
              cx={ap.coord.x}
              cy={ap.coord.y}
              r={radius}
              fill={isSelected ? '#e65100' : '#0b5cad'}
              stroke="#ffffff"
              strokeWidth={radius * 0.3}
            />
            {/* The antenna's direction, so a rotation shows. */}
            <line
              x1={ap.coord.x}
              y1={ap.coord.y}
              x2={ap.coord.x + Math.cos((direction * Math.PI) / 180) * radius * 1.6}
              y2={ap.coord.y + Math.sin((direction * Math.PI) / 180) * radius * 1.6}
              stroke="#ffffff"
              strokeWidth={radius * 0.25}
              pointerEvents="none"
            />
            <text
              x={ap.coord.x}
              y={ap.coord.y - radius * 1.5}
              textAnchor="middle"
              fontSize={radius * 1.6}
              fill="#1f2328"
              stroke="#ffffff"
              strokeWidth={radius * 0.25}
              paintOrder="stroke"
              pointerEvents="none"
            >
              {ap.name}
            </text>
          </g>
        );
      })}
    </g>
  );
}
