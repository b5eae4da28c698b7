import type { EsxArea, PlanPoint } from '@airlens/esx';

/** Even-odd ray casting: whether a point lies inside a polygon (floor-plan units; points on an edge may go either way). */
export function isPointInPolygon(x: number, y: number, polygon: readonly PlanPoint[]): boolean {
  let inside = false;
  for (let i = 0, j = polygon.length - 1; i < polygon.length; j = i++) {
    const a = polygon[i];
    const b = polygon[j];
    if (a === undefined || b === undefined) {
      continue;
    }
    if (a.y > y !== b.y > y && x < ((b.x - a.x) * (y - a.y)) / (b.y - a.y) + a.x) {
      inside = !inside;
    }
  }
  return inside;
}

interface IndexedArea {
  area: EsxArea;
  minX: number;
  minY: number;
  maxX: number;
  maxY: number;
}

/** The areas of one floor with bounding boxes, so most points skip the polygon test. */
export interface FloorAreaIndex {
  /** The floor's areas in file order. */
  areas: readonly EsxArea[];
  /** Positions (into `areas`) of the areas containing a point, in file order (a later area is drawn on top). */
  areasAt(x: number, y: number): number[];
}

/** Builds the area lookup of one floor; areas with fewer than three vertices cover nothing. */
export function indexFloorAreas(areas: readonly EsxArea[]): FloorAreaIndex {
  const indexed: (IndexedArea & { position: number })[] = areas
    .map((area, position) => ({
      area,
      position,
      minX: Math.min(...area.polygon.map((p) => p.x)),
      minY: Math.min(...area.polygon.map((p) => p.y)),
      maxX: Math.max(...area.polygon.map((p) => p.x)),
      maxY: Math.max(...area.polygon.map((p) => p.y)),
    }))
    .filter((entry) => entry.area.polygon.length >= 3);
  return {
    areas,
    areasAt(x, y) {
      const found: number[] = [];
      for (const entry of indexed) {
        if (
          x >= entry.minX &&
          x <= entry.maxX &&
          y >= entry.minY &&
          y <= entry.maxY &&
          isPointInPolygon(x, y, entry.area.polygon)
        ) {
          found.push(entry.position);
        }
      }
      return found;
    },
  };
}
