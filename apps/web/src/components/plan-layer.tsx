import type { ReactNode, SVGProps } from 'react';

export interface PlanLayerProps extends Omit<SVGProps<SVGSVGElement>, 'viewBox' | 'style'> {
  /** The floor plan's size in its own units: the layer's coordinates are plan units. */
  size: { widthUnits: number; heightUnits: number };
  /** Let marks near the edge (labels, badges) draw past the plan instead of being cut off. */
  isOverflowVisible?: boolean;
  children?: ReactNode;
}

/**
 * A drawing layer over a floor plan: an SVG filling its stage in plan units, stretched with it (the stage keeps
 * the plan's proportions), letting pointer events through to the plan below.
 */
export function PlanLayer({ size, isOverflowVisible = false, children, ...svg }: PlanLayerProps) {
  return (
    <svg
      {...svg}
      viewBox={`0 0 ${size.widthUnits} ${size.heightUnits}`}
      preserveAspectRatio="none"
      style={{
        position: 'absolute',
        inset: 0,
        width: '100%',
        height: '100%',
        pointerEvents: 'none',
        ...(isOverflowVisible ? { overflow: 'visible' } : {}),
      }}
    >
      {children}
    </svg>
  );
}
