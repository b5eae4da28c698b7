import type { EsxProject } from '@airlens/esx';
import type { SqlSession } from '../../db/database';
import type { ImportContext, ImportDerivation } from '../uploads/import-derivations';
import { encodeFloorBlob, floorBlobHash } from './floor-blob';
import { buildFloorInput, hasUsableScale } from './floor-input';
import { deleteHeatmapFloors, insertHeatmapFloors, type HeatmapFloorRow } from './heatmaps.repo';

/** The part of the import's context the heatmap data depends on. */
export type HeatmapImportContext = Pick<ImportContext, 'projectId' | 'version'>;

/** One floor's prepared heatmap input: the blob and the facts stored beside it. */
export interface PreparedHeatmapFloor {
  floorPlanId: string;
  bytes: Uint8Array;
  contentHash: string;
  widthMeters: number;
  heightMeters: number;
  metersPerUnit: number;
  pointCount: number;
  radioCount: number;
  accessPointCount: number;
  wallCount: number;
}

/** The heatmap derivation's result of `prepare`: structured-cloneable, so it crosses the import worker boundary. */
export interface PreparedHeatmaps {
  floors: PreparedHeatmapFloor[];
}

/** Blob key of a floor's heatmap input; named by content hash, so it is always a safe key. */
export function heatmapFloorBlobKey(context: HeatmapImportContext, contentHash: string): string {
  return `projects/${context.projectId}/v${context.version}/heatmaps/${contentHash}.bin`;
}

/** Builds and serialises every floor's engine input (pure and CPU-heavy: runs in the import worker). */
export function prepareHeatmaps(project: EsxProject): PreparedHeatmaps {
  const floors: PreparedHeatmapFloor[] = [];
  for (const floor of project.floorPlans) {
    if (!hasUsableScale(floor)) {
      continue;
    }
    const input = buildFloorInput(project, floor);
    const bytes = encodeFloorBlob(input);
    floors.push({
      floorPlanId: floor.id,
      bytes,
      contentHash: floorBlobHash(bytes),
      widthMeters: input.widthMeters,
      heightMeters: input.heightMeters,
      metersPerUnit: floor.metersPerUnit,
      pointCount: input.points.xMeters.length,
      radioCount: input.radios.length,
      accessPointCount: input.accessPoints?.length ?? 0,
      wallCount: input.walls?.x1.length ?? 0,
    });
  }
  return { floors };
}

function rowsOf(prepared: PreparedHeatmaps, context: HeatmapImportContext): HeatmapFloorRow[] {
  return prepared.floors.map((floor) => ({
    projectId: context.projectId,
    floorPlanId: floor.floorPlanId,
    version: context.version,
    blobKey: heatmapFloorBlobKey(context, floor.contentHash),
    contentHash: floor.contentHash,
    byteSize: floor.bytes.length,
    widthMeters: floor.widthMeters,
    heightMeters: floor.heightMeters,
    metersPerUnit: floor.metersPerUnit,
    pointCount: floor.pointCount,
    radioCount: floor.radioCount,
    accessPointCount: floor.accessPointCount,
    wallCount: floor.wallCount,
  }));
}

/**
 * The import derivation of heatmap data (uploads' ImportDerivation): per floor, the engine's input serialised
 * into one blob written before the import transaction, and a `heatmap_floor_data` row inserted inside it.
 */
export const heatmapsDerivation = {
  name: 'heatmaps',
  prepare(project: EsxProject, _context: HeatmapImportContext): PreparedHeatmaps {
    return prepareHeatmaps(project);
  },
  blobs(prepared: PreparedHeatmaps, context: HeatmapImportContext): { key: string; bytes: Uint8Array }[] {
    return prepared.floors.map((floor) => ({
      key: heatmapFloorBlobKey(context, floor.contentHash),
      bytes: floor.bytes,
    }));
  },
  async insert(tx: SqlSession, prepared: PreparedHeatmaps, context: HeatmapImportContext): Promise<void> {
    await insertHeatmapFloors(tx, rowsOf(prepared, context));
  },
  async remove(tx: SqlSession, projectId: string): Promise<void> {
    await deleteHeatmapFloors(tx, projectId);
  },
} satisfies ImportDerivation<PreparedHeatmaps>;
