import type { ProjectBatch } from '@airlens/contract';
import type { FloorSize } from './floor-geometry';
import { PlanLabel } from './plan-label';
import { PlanLayer } from '@/components/plan-layer';

/** A coverage area of the batch: name and outline in floor-plan units. */
export type FloorArea = ProjectBatch['areas'][number];

export interface AreaOutlinesProps {
  areas: readonly FloorArea[];
  size: FloorSize;
  /** Screen pixels per plan unit at the current zoom; 0 before layout. */
  pixelsPerUnit: number;
}

/** Screen size of an area name, as the AP names. */
const LABEL_FONT_PIXELS = 12;
const OUTLINE_COLOR = '#5b3fb8';

/** The top-left-most corner of an outline, where its name sits (inside the area, clear of its centre's APs). */
function labelCorner(area: FloorArea): { x: number; y: number } {
  return area.area.reduce((best, point) => (point.x + point.y < best.x + best.y ? point : best));
}

/**
 * The floor's coverage areas as dashed outlines with their names, so a reader sees where an area's own
 * requirement applies (the grey-out changes at these lines). Drawn in plan units; lines and names keep their
 * screen size at any zoom.
 */
export function AreaOutlines({ areas, size, pixelsPerUnit }: AreaOutlinesProps) {
  const drawn = areas.filter((area) => area.area.length >= 3);
  if (drawn.length === 0) {
    return null;
  }
  const unitsPerPixel =
    pixelsPerUnit > 0 ? 1 / pixelsPerUnit : Math.max(size.widthUnits, size.heightUnits) / 800;
  const fontSize = LABEL_FONT_PIXELS * unitsPerPixel;
  return (
    <PlanLayer
      role="img"
      aria-label={`Coverage areas: ${drawn.map((area) => area.name || 'unnamed').join(', ')}`}
      data-testid="area-outlines"
      size={size}
      isOverflowVisible
    >
      {drawn.map((area) => {
        const corner = labelCorner(area);
        return (
          <g key={area.id} data-area-name={area.name}>
            <polygon
              points={area.area.map((point) => `${point.x},${point.y}`).join(' ')}
              fill="none"
              stroke={OUTLINE_COLOR}
              strokeWidth={2 * unitsPerPixel}
              strokeDasharray={`${6 * unitsPerPixel} ${4 * unitsPerPixel}`}
            />
            {area.name !== '' && (
              <PlanLabel
                x={corner.x + 4 * unitsPerPixel}
                y={corner.y + fontSize * 1.2}
                fontSize={fontSize}
                fill={OUTLINE_COLOR}
              >
                {area.name}
              </PlanLabel>
            )}
          </g>
        );
      })}
    </PlanLayer>
  );
}
