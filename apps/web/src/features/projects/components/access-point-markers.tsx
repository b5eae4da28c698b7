import { useState } from 'react';
import type { BatchAccessPoint as AccessPoint } from '@airlens/contract';
import { declutterLabels } from '@airlens/heatmap';
import type { ContextMenuTriggerProps } from '@/components/use-context-menu';
import { markerRadiusUnits } from './floor-geometry';
import type { FloorSize } from './floor-geometry';
import { PlanLabel } from './plan-label';
import { PlanLayer } from '@/components/plan-layer';

export interface AccessPointMarkersProps {
  accessPoints: readonly AccessPoint[];
  size: FloorSize;
  showNames: boolean;
  /** Screen pixels per plan unit at the current zoom; 0 when not measured (names drawn at the plan's scale). */
  pixelsPerUnit: number;
  /**
   * An AP's context menu (right click, or the ContextMenu key / Shift+F10 on the focused marker); with it the
   * markers are focusable buttons named after their AP, without it decoration.
   */
  menuFor?: (ap: AccessPoint) => ContextMenuTriggerProps;
  /** Where each directional AP's antenna points, degrees clockwise from the plan's +x; others are absent. */
  directions?: ReadonlyMap<string, number>;
}

/** Half the opening of the wedge that shows a directional antenna's main direction. */
const WEDGE_HALF_DEGREES = 30;

/** An SVG path of a circular sector at (x, y) opening ±30° around `degrees` (y down, so clockwise on screen). */
export function wedgePath(x: number, y: number, radius: number, degrees: number): string {
  const point = (angle: number) => {
    const radians = (angle * Math.PI) / 180;
    return `${x + radius * Math.cos(radians)} ${y + radius * Math.sin(radians)}`;
  };
  return `M ${x} ${y} L ${point(degrees - WEDGE_HALF_DEGREES)} A ${radius} ${radius} 0 0 1 ${point(degrees + WEDGE_HALF_DEGREES)} Z`;
}

function headingOf(degrees: number): number {
  return Math.round(((degrees % 360) + 360) % 360);
}

/** Screen size of an AP name, so names stay readable at any zoom and on a phone. */
const LABEL_FONT_PIXELS = 12;

/**
 * AP markers (and names) over the floor plan, drawn in the plan's own units so they stay in place at any size.
 * Names keep a readable screen size; where they would overlap only the first fits, the hovered one always shows.
 */
export function AccessPointMarkers({
  accessPoints,
  size,
  showNames,
  pixelsPerUnit,
  menuFor,
  directions,
}: AccessPointMarkersProps) {
  const [hoveredId, setHoveredId] = useState<string | null>(null);
  const radius = markerRadiusUnits(size);
  const fontSize = pixelsPerUnit > 0 ? LABEL_FONT_PIXELS / pixelsPerUnit : radius * 1.7;
  const placed = accessPoints.flatMap((ap) =>
    ap.location === null ? [] : [{ ap, coord: ap.location.coord }],
  );
  const ordered = [...placed].sort((a, b) => Number(b.ap.id === hoveredId) - Number(a.ap.id === hoveredId));
  const visible = declutterLabels(
    ordered.map(({ ap, coord }) => ({
      id: ap.id,
      x: coord.x,
      y: coord.y - radius * 1.6 - fontSize * 0.35,
      width: ap.name.length * fontSize * 0.62,
      height: fontSize * 1.2,
    })),
  );
  return (
    <PlanLayer
      {...(menuFor === undefined
        ? { 'aria-hidden': true }
        : { role: 'group', 'aria-label': 'Access points' })}
      data-testid="ap-markers"
      size={size}
      isOverflowVisible
    >
      {placed.map(({ ap, coord }) => {
        const direction = directions?.get(ap.id);
        const color = ap.mine ? '#0b5cad' : '#5f6368';
        return (
          <g
            key={ap.id}
            data-ap-name={ap.name}
            style={{ pointerEvents: 'auto' }}
            onPointerEnter={() => setHoveredId(ap.id)}
            onPointerLeave={() => setHoveredId(null)}
            {...(menuFor === undefined
              ? {}
              : {
                  ...menuFor(ap),
                  role: 'button',
                  tabIndex: 0,
                  'aria-label':
                    direction === undefined
                      ? `Access point ${ap.name}`
                      : `Access point ${ap.name}, directional antenna pointing ${headingOf(direction)}°`,
                  'aria-haspopup': 'menu' as const,
                  onFocus: () => setHoveredId(ap.id),
                  onBlur: () => setHoveredId(null),
                  className: 'ap-marker',
                })}
          >
            {direction !== undefined && (
              <path
                data-testid="antenna-direction"
                d={wedgePath(coord.x, coord.y, radius * 2.8, direction)}
                fill={color}
                fillOpacity={0.3}
                stroke={color}
                strokeWidth={radius * 0.12}
              />
            )}
            <circle
              cx={coord.x}
              cy={coord.y}
              r={radius}
              fill={color}
              stroke="#ffffff"
              strokeWidth={radius * 0.3}
            />
            {showNames && visible.has(ap.id) && (
              <PlanLabel
                x={coord.x}
                y={coord.y - radius * 1.6}
                textAnchor="middle"
                fontSize={fontSize}
                fill="#1f2328"
              >
                {ap.name}
              </PlanLabel>
            )}
          </g>
        );
      })}
    </PlanLayer>
  );
}
