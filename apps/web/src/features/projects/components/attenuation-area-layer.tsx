import type { AttenuationArea } from '../api/get-attenuation-areas';
import type { FloorSize } from './floor-geometry';
import { PlanLayer } from '@/components/plan-layer';

export interface AttenuationAreaLayerProps {
  areas: readonly AttenuationArea[];
  size: FloorSize;
  /** Screen pixels per plan unit at the current zoom; 0 before layout. */
  pixelsPerUnit: number;
}

/**
 * The floor's attenuation areas (shelving, machinery…) filled with their type's colour, translucent so the
 * heatmap shows through; drawn in plan units with a border of constant screen width.
 */
export function AttenuationAreaLayer({ areas, size, pixelsPerUnit }: AttenuationAreaLayerProps) {
  const drawn = areas.filter((area) => area.area.length >= 3);
  if (drawn.length === 0) {
    return null;
  }
  const unitsPerPixel =
    pixelsPerUnit > 0 ? 1 / pixelsPerUnit : Math.max(size.widthUnits, size.heightUnits) / 800;
  const names = [...new Set(drawn.map((area) => area.typeName))];
  return (
    <PlanLayer
      role="img"
      aria-label={`Attenuation areas: ${drawn.length} (${names.join(', ')})`}
      data-testid="attenuation-areas"
      size={size}
    >
      {drawn.map((area) => (
        <polygon
          key={area.id}
          data-type-name={area.typeName}
          points={area.area.map((point) => `${point.x},${point.y}`).join(' ')}
          fill={area.color}
          fillOpacity={0.35}
          stroke={area.color}
          strokeWidth={2 * unitsPerPixel}
        />
      ))}
    </PlanLayer>
  );
}
