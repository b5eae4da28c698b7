// Splitting a wall: the segment keeps its id and its first end, a new segment of the same type takes the rest,
// and the two share a new wall point at the split — so walls joined at either end stay joined.
import type { Design, DesignEntity, DesignOperation, DesignPoint } from '@airlens/domain';
import type { IdMaker } from './commands';
import { nearestOnSegment } from './plan-geometry';

/** A split closer to an end than this share of the wall would leave a sliver: refused. */
export const MIN_SPLIT_SHARE = 0.02;

/** Fields of a segment the new half must not copy: its identity and its ends (the operation gives those). */
const OWN_FIELDS = new Set(['id', 'status', 'history', 'wallPoints', 'point1Id', 'point2Id']);

interface WallEnd {
  id: string;
  floorPlanId: string;
  coord: DesignPoint;
}

function endOf(design: Design, pointId: unknown): WallEnd | undefined {
  const point = (design.get('wallPoints') ?? []).find((entity) => entity.id === pointId);
  const location = point?.location as
    { floorPlanId?: unknown; coord?: { x?: unknown; y?: unknown } } | undefined;
  const x = location?.coord?.x;
  const y = location?.coord?.y;
  return typeof pointId === 'string' &&
    typeof location?.floorPlanId === 'string' &&
    typeof x === 'number' &&
    typeof y === 'number'
    ? { id: pointId, floorPlanId: location.floorPlanId, coord: { x, y } }
    : undefined;
}

/** A segment's two ends, in either schema generation (`wallPoints`, or `point1Id` and `point2Id`). */
function endsOf(design: Design, segment: DesignEntity): [WallEnd, WallEnd] | undefined {
  const list = Array.isArray(segment.wallPoints) ? (segment.wallPoints as unknown[]) : [];
  const first = endOf(design, list[0] ?? segment.point1Id);
  const second = endOf(design, list[1] ?? segment.point2Id);
  return first === undefined || second === undefined ? undefined : [first, second];
}

/**
 * Splits a wall in two at the point of it nearest `at` (its midpoint when `at` is null): an add of the second
 * half (the wall's type and other fields) and an update of the wall to end at the split. No operations when the
 * wall is unknown or the point is at one of its ends.
 */
export function splitWall(
  design: Design,
  wallId: string,
  at: DesignPoint | null,
  newId: IdMaker,
): { operations: DesignOperation[]; halfIds: [string, string] } | null {
  const segment = (design.get('wallSegments') ?? []).find((entity) => entity.id === wallId);
  const ends = segment === undefined ? undefined : endsOf(design, segment);
  if (segment === undefined || ends === undefined) {
    return null;
  }
  const [first, second] = ends;
  const split =
    at === null
      ? {
          at: { x: (first.coord.x + second.coord.x) / 2, y: (first.coord.y + second.coord.y) / 2 },
          along: 0.5,
        }
      : nearestOnSegment(at, first.coord, second.coord);
  if (split.along < MIN_SPLIT_SHARE || split.along > 1 - MIN_SPLIT_SHARE) {
    return null;
  }
  const middleId = newId();
  const halfId = newId();
  const fields = Object.fromEntries(Object.entries(segment).filter(([field]) => !OWN_FIELDS.has(field)));
  // The add comes first: the second end then stays in use while the update moves the wall off it.
  const operations: DesignOperation[] = [
    {
      op: 'add',
      type: 'WALL_SEGMENT',
      id: halfId,
      value: {
        ...fields,
        floorPlanId: first.floorPlanId,
        wallPoints: [middleId, second.id],
        points: [split.at, second.coord],
      },
    },
    {
      op: 'update',
      type: 'WALL_SEGMENT',
      id: wallId,
      value: { wallPoints: [first.id, middleId], points: [first.coord, split.at] },
    },
  ];
  return { operations, halfIds: [wallId, halfId] };
}
