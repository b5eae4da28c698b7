// The diff's access points as marks on a floor plan: where APs were added, where removed ones stood (ghosts), and
// for moved ones the old position (a ghost) joined to the new one. Plan units, as the diff gives positions.
import type { VersionDiff } from '@airlens/contract';

export type DiffMarkerKind = 'added' | 'removed' | 'moved';

export interface DiffMarker {
  kind: DiffMarkerKind;
  id: string;
  name: string;
  /** Where the AP is (added) or was (removed, moved). */
  x: number;
  y: number;
  /** Moved on the same floor: where it went. */
  to?: { x: number; y: number };
}

export interface FloorDiffMarkers {
  floorPlanId: string;
  markers: DiffMarker[];
}

/**
 * The marks per floor, floors in the order their first change appears. An AP moved to another floor is a
 * ghost on the floor it left and a new mark on the one it reached.
 */
export function diffMarkersByFloor(diff: VersionDiff): FloorDiffMarkers[] {
  const floors = new Map<string, DiffMarker[]>();
  const mark = (floorPlanId: string, marker: DiffMarker) => {
    const markers = floors.get(floorPlanId) ?? [];
    markers.push(marker);
    floors.set(floorPlanId, markers);
  };
  for (const ap of diff.accessPoints.added) {
    if (ap.position !== null) {
      mark(ap.position.floorPlanId, {
        kind: 'added',
        id: ap.id,
        name: ap.name,
        x: ap.position.x,
        y: ap.position.y,
      });
    }
  }
  for (const ap of diff.accessPoints.removed) {
    if (ap.position !== null) {
      mark(ap.position.floorPlanId, {
        kind: 'removed',
        id: ap.id,
        name: ap.name,
        x: ap.position.x,
        y: ap.position.y,
      });
    }
  }
  for (const ap of diff.accessPoints.moved) {
    if (ap.from.floorPlanId === ap.to.floorPlanId) {
      mark(ap.from.floorPlanId, {
        kind: 'moved',
        id: ap.id,
        name: ap.name,
        x: ap.from.x,
        y: ap.from.y,
        to: { x: ap.to.x, y: ap.to.y },
      });
    } else {
      mark(ap.from.floorPlanId, { kind: 'removed', id: ap.id, name: ap.name, x: ap.from.x, y: ap.from.y });
      mark(ap.to.floorPlanId, { kind: 'added', id: ap.id, name: ap.name, x: ap.to.x, y: ap.to.y });
    }
  }
  return [...floors].map(([floorPlanId, markers]) => ({ floorPlanId, markers }));
}

/** "2 added, 1 removed, 3 moved" for a floor's marks (the map's accessible name). */
export function markerCounts(markers: readonly DiffMarker[]): string {
  const count = (kind: DiffMarkerKind) => markers.filter((marker) => marker.kind === kind).length;
  return `${count('added')} added, ${count('removed')} removed, ${count('moved')} moved`;
}
