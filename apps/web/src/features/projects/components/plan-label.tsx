import type { ReactNode } from 'react';

export interface PlanLabelProps {
  x: number;
  y: number;
  /** In plan units, like x and y (the caller scales from screen pixels). */
  fontSize: number;
  fill: string;
  textAnchor?: 'start' | 'middle';
  children: ReactNode;
}

/** A name drawn on the floor plan, with a white halo so it reads over any plan or heatmap colour. */
export function PlanLabel({ x, y, fontSize, fill, textAnchor = 'start', children }: PlanLabelProps) {
  return (
    <text
      x={x}
      y={y}
      textAnchor={textAnchor}
      fontSize={fontSize}
      fontWeight={600}
      fontFamily="Open Sans, Arial, sans-serif"
      fill={fill}
      stroke="#ffffff"
      strokeWidth={fontSize * 0.25}
      paintOrder="stroke"
    >
      {children}
    </text>
  );
}
