import type { WallKind } from './catalog.ts';
import type { Prng } from './prng.ts';

/** A point in metres from the floor's top-left corner. */
export interface MeterPoint {
  x: number;
  y: number;
}

/** A wall segment in metres. */
export interface LayoutWall {
  kind: WallKind;
  a: MeterPoint;
  b: MeterPoint;
}

/** A room: axis-aligned rectangle in metres, with the corridor point in front of its door. */
export interface LayoutRoom {
  x0: number;
  y0: number;
  x1: number;
  y1: number;
  kind: 'office' | 'meeting' | 'open' | 'storage';
  /** Node index in the walk graph of the room centre. */
  node: number;
}

/** A floor layout: walls, rooms, corridors and the graph a surveyor walks. */
export interface FloorLayout {
  widthMeters: number;
  heightMeters: number;
  walls: LayoutWall[];
  rooms: LayoutRoom[];
  /** Corridor rectangles (x0, y0, x1, y1) in metres. */
  corridors: [number, number, number, number][];
  /** Walk graph nodes. */
  nodes: MeterPoint[];
  /** Walk graph adjacency (undirected). */
  edges: number[][];
  /** Node where surveys start (main entrance by the core). */
  entranceNode: number;
}

const CORRIDOR = 2.4;
const DOOR = 0.9;

/** Building footprint sized for the APs of one floor (~250 m² per AP, like a dense office design). */
export function footprint(apsPerFloor: number, prng: Prng): { widthMeters: number; heightMeters: number } {
  const area = Math.max(900, apsPerFloor * prng.range(220, 300));
  const aspect = prng.range(1.5, 2.2);
  const widthMeters = Math.round(Math.sqrt(area * aspect));
  return { widthMeters, heightMeters: Math.max(22, Math.round(area / widthMeters)) };
}

class GraphBuilder {
  readonly nodes: MeterPoint[] = [];
  readonly edges: number[][] = [];

  add(point: MeterPoint): number {
    this.nodes.push(point);
    this.edges.push([]);
    return this.nodes.length - 1;
  }

  link(a: number, b: number): void {
    if (a !== b && !(this.edges[a] as number[]).includes(b)) {
      (this.edges[a] as number[]).push(b);
      (this.edges[b] as number[]).push(a);
    }
  }
}

/** Splits [start, end] into widths drawn from the room mix. */
function partition(
  start: number,
  end: number,
  prng: Prng,
): { from: number; to: number; kind: LayoutRoom['kind'] }[] {
  const parts: { from: number; to: number; kind: LayoutRoom['kind'] }[] = [];
  let x = start;
  while (end - x > 2.5) {
    const roll = prng.next();
    const kind: LayoutRoom['kind'] =
      roll < 0.55 ? 'office' : roll < 0.75 ? 'meeting' : roll < 0.9 ? 'open' : 'storage';
    const width =
      kind === 'office'
        ? prng.range(3, 5)
        : kind === 'meeting'
          ? prng.range(4, 7)
          : kind === 'open'
            ? prng.range(10, 20)
            : prng.range(2.5, 3.5);
    let to = Math.min(end, x + width);
    if (end - to < 2.5) {
      to = end;
    }
    parts.push({ from: x, to, kind });
    x = to;
  }
  return parts;
}

/**
 * Generates one floor: exterior shell, double-loaded east–west corridors joined by north–south cross
 * corridors, rooms with doors on the corridor, a concrete core with an elevator, and the walk graph.
 */
export function generateLayout(widthMeters: number, heightMeters: number, prng: Prng): FloorLayout {
  const walls: LayoutWall[] = [];
  const rooms: LayoutRoom[] = [];
  const corridors: [number, number, number, number][] = [];
  const graph = new GraphBuilder();
  const wall = (kind: WallKind, x0: number, y0: number, x1: number, y1: number): void => {
    if (Math.hypot(x1 - x0, y1 - y0) > 0.05) {
      walls.push({ kind, a: { x: x0, y: y0 }, b: { x: x1, y: y1 } });
    }
  };
  const W = widthMeters;
  const H = heightMeters;
  // Exterior: concrete with glass curtain sections.
  for (const [x0, y0, x1, y1] of [
    [0, 0, W, 0],
    [W, 0, W, H],
    [W, H, 0, H],
    [0, H, 0, 0],
  ] as const) {
    const length = Math.hypot(x1 - x0, y1 - y0);
    let t = 0;
    while (t < length) {
      const step = Math.min(length - t, prng.range(4, 9));
      const kind: WallKind = prng.chance(0.4) ? 'glass' : 'concrete';
      wall(
        kind,
        x0 + ((x1 - x0) * t) / length,
        y0 + ((y1 - y0) * t) / length,
        x0 + ((x1 - x0) * (t + step)) / length,
        y0 + ((y1 - y0) * (t + step)) / length,
      );
      t += step;
    }
  }
  // Bands of rooms | corridor | rooms, stacked north to south.
  const bandDepth = prng.range(15, 19);
  const bandCount = Math.max(1, Math.round(H / bandDepth));
  const depth = H / bandCount;
  const crossCount = Math.max(1, Math.round(W / 40));
  const crossXs = Array.from({ length: crossCount }, (_, i) => ((i + 0.5) * W) / crossCount);
  const corridorYs: number[] = [];
  const corridorNodes: number[][] = [];
  for (let band = 0; band < bandCount; band++) {
    const top = band * depth;
    const cy = top + depth / 2;
    corridorYs.push(cy);
    corridors.push([0.5, cy - CORRIDOR / 2, W - 0.5, cy + CORRIDOR / 2]);
    if (band > 0) {
      // Back-to-back rooms share a brick wall; cross corridors pass it through fire doors.
      let from = 0;
      for (const cx of crossXs) {
        wall('brick', from, top, cx - CORRIDOR / 2, top);
        wall('door', cx - CORRIDOR / 2, top, cx + CORRIDOR / 2, top);
        from = cx + CORRIDOR / 2;
      }
      wall('brick', from, top, W, top);
    }
    const onCorridor: number[] = [];
    const sides = [
      { y0: top, y1: cy - CORRIDOR / 2, doorY: cy - CORRIDOR / 2 },
      { y0: cy + CORRIDOR / 2, y1: top + depth, doorY: cy + CORRIDOR / 2 },
    ];
    for (const side of sides) {
      // Cross corridors cut through the rooms between bands.
      const blocks: [number, number][] = [];
      let from = 0;
      for (const cx of crossXs) {
        blocks.push([from, cx - CORRIDOR / 2]);
        from = cx + CORRIDOR / 2;
      }
      blocks.push([from, W]);
      for (const [bx0, bx1] of blocks) {
        for (const part of partition(bx0, bx1, prng)) {
          const isGlassFront = part.kind === 'meeting' && prng.chance(0.6);
          const doorX = part.from + prng.range(0.6, Math.max(0.7, part.to - part.from - DOOR - 0.6));
          wall(isGlassFront ? 'glass' : 'drywall', part.from, side.doorY, doorX, side.doorY);
          wall('door', doorX, side.doorY, doorX + DOOR, side.doorY);
          wall(isGlassFront ? 'glass' : 'drywall', doorX + DOOR, side.doorY, part.to, side.doorY);
          if (part.to < bx1) {
            wall(part.kind === 'storage' ? 'brick' : 'drywall', part.to, side.y0, part.to, side.y1);
          }
          const centre = graph.add({ x: (part.from + part.to) / 2, y: (side.y0 + side.y1) / 2 });
          const front = graph.add({ x: doorX + DOOR / 2, y: cy });
          graph.link(centre, front);
          onCorridor.push(front);
          rooms.push({ x0: part.from, y0: side.y0, x1: part.to, y1: side.y1, kind: part.kind, node: centre });
        }
        if (bx0 > 0) {
          wall('drywall', bx0, side.y0, bx0, side.y1);
        }
        if (bx1 < W) {
          wall('drywall', bx1, side.y0, bx1, side.y1);
        }
      }
    }
    for (const cx of crossXs) {
      onCorridor.push(graph.add({ x: cx, y: cy }));
    }
    onCorridor.push(graph.add({ x: 1.5, y: cy }), graph.add({ x: W - 1.5, y: cy }));
    onCorridor.sort((a, b) => (graph.nodes[a] as MeterPoint).x - (graph.nodes[b] as MeterPoint).x);
    for (let i = 1; i < onCorridor.length; i++) {
      graph.link(onCorridor[i - 1] as number, onCorridor[i] as number);
    }
    corridorNodes.push(onCorridor);
  }
  // Cross corridors join the bands.
  for (const cx of crossXs) {
    if (bandCount > 1) {
      corridors.push([
        cx - CORRIDOR / 2,
        (corridorYs[0] as number) - CORRIDOR / 2,
        cx + CORRIDOR / 2,
        (corridorYs[bandCount - 1] as number) + CORRIDOR / 2,
      ]);
    }
    for (let band = 1; band < bandCount; band++) {
      const upper = corridorNodes[band - 1]?.find(
        (n) =>
          Math.abs((graph.nodes[n] as MeterPoint).x - cx) < 1e-6 &&
          Math.abs((graph.nodes[n] as MeterPoint).y - (corridorYs[band - 1] as number)) < 1e-6,
      );
      const lower = corridorNodes[band]?.find(
        (n) =>
          Math.abs((graph.nodes[n] as MeterPoint).x - cx) < 1e-6 &&
          Math.abs((graph.nodes[n] as MeterPoint).y - (corridorYs[band] as number)) < 1e-6,
      );
      if (upper !== undefined && lower !== undefined) {
        graph.link(upper, lower);
      }
    }
  }
  // Core: concrete stair box and a metal elevator shaft beside the first cross corridor.
  const coreX = (crossXs[0] ?? W / 2) + CORRIDOR / 2 + 0.2;
  const coreY = (corridorYs[0] as number) + CORRIDOR / 2 + 0.2;
  wall('concrete', coreX, coreY, coreX + 5, coreY);
  wall('concrete', coreX + 5, coreY, coreX + 5, coreY + 4);
  wall('concrete', coreX, coreY + 4, coreX + 5, coreY + 4);
  wall('elevator', coreX + 0.3, coreY + 0.5, coreX + 2.3, coreY + 0.5);
  wall('elevator', coreX + 2.3, coreY + 0.5, coreX + 2.3, coreY + 2.8);
  wall('elevator', coreX + 2.3, coreY + 2.8, coreX + 0.3, coreY + 2.8);
  const entranceNode =
    corridorNodes[0]?.find((n) => Math.abs((graph.nodes[n] as MeterPoint).x - (crossXs[0] ?? 0)) < 1e-6) ?? 0;
  return {
    widthMeters,
    heightMeters,
    walls,
    rooms,
    corridors,
    nodes: graph.nodes,
    edges: graph.edges,
    entranceNode,
  };
}

/** Shortest path between two graph nodes (Dijkstra with a binary heap). */
export function shortestPath(layout: FloorLayout, from: number, to: number): number[] {
  const count = layout.nodes.length;
  const distance = new Float64Array(count).fill(Number.POSITIVE_INFINITY);
  const previous = new Int32Array(count).fill(-1);
  const heapNodes: number[] = [from];
  const heapKeys: number[] = [0];
  distance[from] = 0;
  const swap = (i: number, j: number): void => {
    [heapNodes[i], heapNodes[j]] = [heapNodes[j] as number, heapNodes[i] as number];
    [heapKeys[i], heapKeys[j]] = [heapKeys[j] as number, heapKeys[i] as number];
  };
  while (heapNodes.length > 0) {
    const node = heapNodes[0] as number;
    const key = heapKeys[0] as number;
    const lastNode = heapNodes.pop() as number;
    const lastKey = heapKeys.pop() as number;
    if (heapNodes.length > 0) {
      heapNodes[0] = lastNode;
      heapKeys[0] = lastKey;
      let i = 0;
      for (;;) {
        const l = 2 * i + 1;
        const r = l + 1;
        let m = i;
        if (l < heapKeys.length && (heapKeys[l] as number) < (heapKeys[m] as number)) {
          m = l;
        }
        if (r < heapKeys.length && (heapKeys[r] as number) < (heapKeys[m] as number)) {
          m = r;
        }
        if (m === i) {
          break;
        }
        swap(i, m);
        i = m;
      }
    }
    if (key > (distance[node] as number)) {
      continue;
    }
    if (node === to) {
      break;
    }
    const here = layout.nodes[node] as MeterPoint;
    for (const next of layout.edges[node] as number[]) {
      const there = layout.nodes[next] as MeterPoint;
      const candidate = key + Math.hypot(there.x - here.x, there.y - here.y);
      if (candidate < (distance[next] as number)) {
        distance[next] = candidate;
        previous[next] = node;
        heapNodes.push(next);
        heapKeys.push(candidate);
        let i = heapKeys.length - 1;
        while (i > 0) {
          const parent = (i - 1) >> 1;
          if ((heapKeys[parent] as number) <= (heapKeys[i] as number)) {
            break;
          }
          swap(i, parent);
          i = parent;
        }
      }
    }
  }
  const path: number[] = [];
  for (let node = to; node >= 0; node = previous[node] as number) {
    path.push(node);
    if (node === from) {
      break;
    }
  }
  return path.reverse();
}
