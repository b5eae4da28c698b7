import type { BatchAccessPoint as AccessPoint } from '@airlens/contract';
import { markerRadiusUnits } from './floor-geometry';
import type { FloorSize } from './floor-geometry';

export interface AccessPointMarkersProps {
  accessPoints: readonly AccessPoint[];
  size: FloorSize;
  showNames: boolean;
}

/** AP markers (and names) over the floor plan, drawn in the plan's own units so they stay in place at any size. */
export function AccessPointMarkers({ accessPoints, size, showNames }: AccessPointMarkersProps) {
  const radius = markerRadiusUnits(size);
  return (
    <svg
      aria-hidden="true"
      data-testid="ap-markers"
      viewBox={`0 0 ${size.widthUnits} ${size.heightUnits}`}
      preserveAspectRatio="none"
      style={{
        position: 'absolute',
        inset: 0,
        width: '100%',
        height: '100%',
        pointerEvents: 'none',
        overflow: 'visible',
      }}
    >
      {accessPoints.map((ap) =>
        ap.location === null ? null : (
          <g key={ap.id} data-ap-name={ap.name}>
            <circle
              cx={ap.location.coord.x}
              cy={ap.location.coord.y}
              r={radius}
              fill={ap.mine ? '#0b5cad' : '#5f6368'}
              stroke="#ffffff"
              strokeWidth={radius * 0.3}
            />
            {showNames && (
              <text
                x={ap.location.coord.x}
                y={ap.location.coord.y - radius * 1.6}
                textAnchor="middle"
                fontSize={radius * 1.7}
                fontWeight={600}
                fontFamily="Open Sans, Arial, sans-serif"
                fill="#1f2328"
                stroke="#ffffff"
                strokeWidth={radius * 0.45}
                paintOrder="stroke"
              >
                {ap.name}
              </text>
            )}
          </g>
        ),
      )}
    </svg>
  );
}
