import { useLiveStatus } from '../api/vendor-integration';
import { LIVE_STATUS_LOOK } from './live-status-badge';
import { PlanLayer } from '@/components/plan-layer';

export interface LiveStatusMarkersProps {
  projectId: string;
  size: { widthUnits: number; heightUnits: number };
  accessPoints: readonly { id: string; x: number; y: number }[];
  markerRadius: number;
}

/**
 * The linked controller's status as a mark on each matched AP's marker: the status's shape on its colours at the
 * marker's upper right, refreshed with the live status (the same query as the badges beside the plan, which say
 * the same in words for screen readers, so this layer is hidden from them).
 */
export function LiveStatusMarkers({ projectId, size, accessPoints, markerRadius }: LiveStatusMarkersProps) {
  const live = useLiveStatus(projectId, true);
  if (!live.isSuccess || live.data.length === 0) {
    return null;
  }
  const statusOf = new Map(live.data.map((device) => [device.accessPointId, device]));
  const radius = markerRadius * 0.8;
  return (
    <PlanLayer aria-hidden data-testid="live-status-markers" size={size} isOverflowVisible>
      {accessPoints.map((ap) => {
        const device = statusOf.get(ap.id);
        if (device === undefined) {
          return null;
        }
        const look = LIVE_STATUS_LOOK[device.status];
        const cx = ap.x + markerRadius;
        const cy = ap.y - markerRadius;
        return (
          <g key={ap.id} data-status={device.status} data-ap-id={ap.id}>
            <circle
              cx={cx}
              cy={cy}
              r={radius}
              fill={look.background}
              stroke={look.text}
              strokeWidth={radius * 0.25}
            />
            <text
              x={cx}
              y={cy}
              fontSize={radius * 1.2}
              fill={look.text}
              textAnchor="middle"
              dominantBaseline="central"
            >
              {look.symbol}
            </text>
          </g>
        );
      })}
    </PlanLayer>
  );
}
