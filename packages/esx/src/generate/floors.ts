import type { EsxEntity } from '../model.ts';
import { WALL_TYPES, type WallKind } from './catalog.ts';
import { entity } from './entities.ts';
import { generateLayout, type FloorLayout } from './layout.ts';
import { encodeGrayPng, encodeIndexedPng, IndexedRaster } from './png.ts';
import type { Prng } from './prng.ts';

/** Metres of blank paper around the building on every floor plan image. */
export const MARGIN_METERS = 2;

const PALETTE = [
  '#FFFFFF',
  '#303030',
  '#8B3A1A',
  '#6E6E6E',
  '#3399CC',
  '#A0522D',
  '#1C2833',
  '#E6E6E6',
  '#E8F1F8',
];
const CORRIDOR_FILL = 7;
const MEETING_FILL = 8;

/** One generated floor: its layout in metres and its floor plan in pixels. */
export interface FloorInfo {
  index: number;
  planId: string;
  imageId: string;
  layout: FloorLayout;
  pixelsPerMeter: number;
  widthPx: number;
  heightPx: number;
}

/** Converts metres on a floor to floor-plan units (pixels), rounded to 0.01 px. */
export function toPlan(meters: number, info: FloorInfo): number {
  return Math.round((meters + MARGIN_METERS) * info.pixelsPerMeter * 100) / 100;
}

/** Display name of a floor. */
export function floorName(index: number): string {
  return index === 0 ? 'Ground Floor' : `Floor ${index}`;
}

/** Draws a door as architects do: the leaf open at 90° from its hinge and the swing arc. */
function drawDoor(
  raster: IndexedRaster,
  ax: number,
  ay: number,
  bx: number,
  by: number,
  index: number,
): void {
  const length = Math.hypot(bx - ax, by - ay);
  if (length < 2) {
    return;
  }
  const ux = (bx - ax) / length;
  const uy = (by - ay) / length;
  // The leaf swings to the side of the normal (−uy, ux).
  const nx = -uy;
  const ny = ux;
  raster.line(ax, ay, ax + nx * length, ay + ny * length, 1.5, index);
  const steps = Math.max(6, Math.ceil(length / 2));
  let previousX = bx;
  let previousY = by;
  for (let i = 1; i <= steps; i++) {
    const angle = (i / steps) * (Math.PI / 2);
    const x = ax + (ux * Math.cos(angle) + nx * Math.sin(angle)) * length;
    const y = ay + (uy * Math.cos(angle) + ny * Math.sin(angle)) * length;
    raster.line(previousX, previousY, x, y, 1, index);
    previousX = x;
    previousY = y;
  }
}

/**
 * A scanned paper plan: the drawing in grey levels with paper grain (slow, blotchy) and sensor noise (per pixel),
 * as a flatbed or large-format scanner delivers it. Deterministic for a seed; cheap integer noise per pixel.
 */
function scannedGray(raster: IndexedRaster, seed: number): Uint8Array {
  const luminance = PALETTE.map((colour) => {
    const r = parseInt(colour.slice(1, 3), 16);
    const g = parseInt(colour.slice(3, 5), 16);
    const b = parseInt(colour.slice(5, 7), 16);
    return Math.round(0.299 * r + 0.587 * g + 0.114 * b);
  });
  const { width, height, pixels } = raster;
  const gray = new Uint8Array(width * height);
  let state = seed >>> 0 || 1;
  for (let y = 0; y < height; y++) {
    // Paper tone drifts slowly down the sheet, as a scan's illumination does.
    const tone = -6 + Math.round(3 * Math.sin(y / 97) + 2 * Math.sin(y / 23));
    for (let x = 0; x < width; x++) {
      state ^= state << 13;
      state ^= state >>> 17;
      state ^= state << 5;
      // Sum of four 4-bit uniforms: a cheap bell curve of sensor noise, −30 … +30 around the tone.
      const noise = (state & 15) + ((state >>> 4) & 15) + ((state >>> 8) & 15) + ((state >>> 12) & 15) - 30;
      const base = luminance[pixels[y * width + x] as number] as number;
      const value = base + tone + (noise >> 2);
      gray[y * width + x] = value < 0 ? 0 : value > 255 ? 255 : value;
    }
  }
  return gray;
}

/**
 * Renders a floor's walls, corridors and meeting rooms to a PNG floor plan: a clean indexed drawing, or with
 * `scanSeed` a greyscale scan of the paper plan (what surveyors often get from facilities, and much larger).
 */
export function renderFloor(info: FloorInfo, scanSeed?: number): Uint8Array {
  const { layout, pixelsPerMeter } = info;
  const raster = new IndexedRaster(info.widthPx, info.heightPx);
  const px = (m: number): number => (m + MARGIN_METERS) * pixelsPerMeter;
  for (const [x0, y0, x1, y1] of layout.corridors) {
    raster.fillRect(px(x0), px(y0), px(x1), px(y1), CORRIDOR_FILL);
  }
  for (const room of layout.rooms) {
    if (room.kind === 'meeting') {
      raster.fillRect(px(room.x0), px(room.y0), px(room.x1), px(room.y1), MEETING_FILL);
    }
  }
  for (const wall of layout.walls) {
    const spec = WALL_TYPES[wall.kind];
    const thickness = Math.max(wall.kind === 'glass' ? 2 : 1.5, spec.thicknessMeters * pixelsPerMeter);
    if (wall.kind === 'door') {
      drawDoor(raster, px(wall.a.x), px(wall.a.y), px(wall.b.x), px(wall.b.y), spec.paletteIndex);
    } else {
      raster.line(px(wall.a.x), px(wall.a.y), px(wall.b.x), px(wall.b.y), thickness, spec.paletteIndex);
    }
  }
  if (scanSeed !== undefined) {
    return encodeGrayPng(raster.width, raster.height, scannedGray(raster, scanSeed));
  }
  return encodeIndexedPng(raster, PALETTE);
}

/** What {@link buildFloors} needs. */
export interface FloorsInput {
  floors: number;
  widthMeters: number;
  heightMeters: number;
  pixelsPerMeter: number;
  floorHeightMeters: number;
  buildingId: string;
  floorTypeId: string;
  wallTypeIds: Record<WallKind, string>;
  legacy: boolean;
  /** Render the plans as greyscale scans (see {@link renderFloor}). */
  scannedPlans?: boolean;
}

/** Floor entities (plans, images, building floors, shared wall points and segments) and their PNGs. */
export interface BuiltFloors {
  infos: FloorInfo[];
  floorPlans: EsxEntity[];
  images: EsxEntity[];
  buildingFloors: EsxEntity[];
  wallPoints: EsxEntity[];
  wallSegments: EsxEntity[];
  pngs: Map<string, Uint8Array>;
}

/** Generates every floor's layout, rendered plan and wall entities (in the chosen schema generation). */
export function buildFloors(input: FloorsInput, ids: Prng, layoutPrng: Prng): BuiltFloors {
  const built: BuiltFloors = {
    infos: [],
    floorPlans: [],
    images: [],
    buildingFloors: [],
    wallPoints: [],
    wallSegments: [],
    pngs: new Map(),
  };
  const { pixelsPerMeter, legacy } = input;
  for (let f = 0; f < input.floors; f++) {
    const layout = generateLayout(input.widthMeters, input.heightMeters, layoutPrng);
    const info: FloorInfo = {
      index: f,
      planId: ids.uuid(),
      imageId: ids.uuid(),
      layout,
      pixelsPerMeter,
      widthPx: Math.round((input.widthMeters + 2 * MARGIN_METERS) * pixelsPerMeter),
      heightPx: Math.round((input.heightMeters + 2 * MARGIN_METERS) * pixelsPerMeter),
    };
    built.infos.push(info);
    const name = floorName(f);
    const scanSeed = input.scannedPlans === true ? layoutPrng.nextUint32() : undefined;
    built.pngs.set(`image-${info.imageId}`, renderFloor(info, scanSeed));
    built.images.push(
      entity(
        {
          imageFormat: 'PNG',
          resolutionWidth: info.widthPx,
          resolutionHeight: info.heightPx,
          imageName: `${name}.png`,
        },
        info.imageId,
      ),
    );
    built.floorPlans.push(
      entity(
        {
          name,
          width: info.widthPx,
          height: info.heightPx,
          metersPerUnit: 1 / pixelsPerMeter,
          imageId: info.imageId,
          gpsReferencePoints: [],
          floorPlanType: 'FSPL',
          cropMinX: 0,
          cropMinY: 0,
          cropMaxX: info.widthPx,
          cropMaxY: info.heightPx,
          rotateUpDirection: 'UP',
          tags: [],
        },
        info.planId,
      ),
    );
    built.buildingFloors.push(
      entity(
        {
          floorPlanId: info.planId,
          buildingId: input.buildingId,
          floorTypeId: input.floorTypeId,
          floorNumber: f,
          height: input.floorHeightMeters,
          thickness: 0.3,
        },
        ids.uuid(),
      ),
    );
    // Walls share end points, as Ekahau's wall tool does.
    const pointIds = new Map<string, string>();
    const pointFor = (x: number, y: number): string => {
      const coord = { x: toPlan(x, info), y: toPlan(y, info) };
      const key = `${coord.x},${coord.y}`;
      let id = pointIds.get(key);
      if (id === undefined) {
        id = ids.uuid();
        pointIds.set(key, id);
        built.wallPoints.push(entity({ location: { floorPlanId: info.planId, coord } }, id));
      }
      return id;
    };
    for (const wall of layout.walls) {
      built.wallSegments.push(
        entity(
          {
            ...(legacy
              ? { point1Id: pointFor(wall.a.x, wall.a.y), point2Id: pointFor(wall.b.x, wall.b.y) }
              : { wallPoints: [pointFor(wall.a.x, wall.a.y), pointFor(wall.b.x, wall.b.y)] }),
            wallTypeId: input.wallTypeIds[wall.kind],
            ...(legacy ? {} : { originType: 'WALL_TOOL' }),
          },
          ids.uuid(),
        ),
      );
    }
  }
  return built;
}

/** Two coverage areas per floor: offices (voice requirement) and meeting rooms (high density). */
export function buildAreas(infos: FloorInfo[], requirementIds: string[], ids: Prng): EsxEntity[] {
  const areas: EsxEntity[] = [];
  for (const info of infos) {
    const toPx = (m: number): number => Math.round((m + MARGIN_METERS) * info.pixelsPerMeter * 10) / 10;
    const rect = (x0: number, y0: number, x1: number, y1: number): { x: number; y: number }[] => [
      { x: toPx(x0), y: toPx(y0) },
      { x: toPx(x1), y: toPx(y0) },
      { x: toPx(x1), y: toPx(y1) },
      { x: toPx(x0), y: toPx(y1) },
    ];
    const { widthMeters: w, heightMeters: h } = info.layout;
    areas.push(
      entity(
        {
          floorPlanId: info.planId,
          name: `Offices ${info.index === 0 ? 'ground' : `level ${info.index}`}`,
          noteIds: [],
          requirementId: requirementIds[1],
          color: '#00FF00',
          area: rect(0, 0, w * 0.6, h),
          capacityItems: [],
        },
        ids.uuid(),
      ),
    );
    areas.push(
      entity(
        {
          floorPlanId: info.planId,
          name: 'Meeting and collaboration',
          noteIds: [],
          requirementId: requirementIds[2],
          color: '#0068FF',
          area: rect(w * 0.6, 0, w, h),
          capacityItems: [],
        },
        ids.uuid(),
      ),
    );
  }
  return areas;
}
