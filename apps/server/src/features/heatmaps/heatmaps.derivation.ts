import { surveysByFloor, type EsxMeasurement, type EsxProject, type EsxSurvey } from '@airlens/esx';
import type { SqlSession } from '../../db/database';
import type { ImportContext, ImportDerivation, SurveySink } from '../../jobs/import-derivation';
import { deflateRaw } from 'node:zlib';
import {
  encodeFloorBlob,
  floorBlobDeflateLevel,
  floorBlobHash,
  floorBlobOf,
  floorBlobPayload,
} from './floor-blob';
import { addSurveyToMatrix, hasUsableScale, knownAccessPoints, sparseFloorInputOf } from './floor-input';
import { createFloorMatrixScratch, FloorMatrixBuilder } from './floor-matrix';
import { deleteHeatmapFloors, insertHeatmapFloors, type HeatmapFloorRow } from './heatmaps.repo';

/** The part of the import's context the heatmap data depends on. */
export type HeatmapImportContext = Pick<ImportContext, 'projectId' | 'version'>;

/** One floor's prepared heatmap input: the blob and the facts stored beside it. */
export interface PreparedHeatmapFloor {
  floorPlanId: string;
  /** The blob; emptied once the import took it to write as the floor finished (see SurveySink.takeBlobs). */
  bytes: Uint8Array;
  byteSize: number;
  /** Set once the import wrote the blob itself: `blobs` leaves the floor out. */
  isWritten?: boolean;
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

/**
 * Builds and serialises each floor's engine input as its surveys arrive (pure and CPU-heavy: runs in the import
 * worker). Only the current floor's matrix is in memory; a finished floor keeps only its compressed blob.
 */
export function streamHeatmaps(
  project: EsxProject,
  options: { deflateOffThread: boolean } = { deflateOffThread: true },
  context?: HeatmapImportContext,
): SurveySink<PreparedHeatmaps> {
  const floors: (PreparedHeatmapFloor | Promise<PreparedHeatmapFloor>)[] = [];
  // Finished floors whose blob the import has not taken yet: taken as they finish, a large project's floor blobs
  // (tens of MB together) neither wait in the import worker until the end nor cross to the job's process.
  const settled: PreparedHeatmapFloor[] = [];
  // A plan without a scale has no engine input: its heatmap answers "not scaled" until a scale is set.
  const plans = new Map(project.floorPlans.filter(hasUsableScale).map((plan) => [plan.id, plan]));
  let measurements: Map<string, EsxMeasurement> | null = null;
  const builders = new Map<string, FloorMatrixBuilder>();
  // Floors are built one after another: their level entries and (two alternating) payload buffers are reused.
  const scratch = createFloorMatrixScratch();
  const payloadBuffers: ArrayBuffer[] = [new ArrayBuffer(0), new ArrayBuffer(0)];
  let floorCount = 0;
  const builderOf = (floorPlanId: string): FloorMatrixBuilder | undefined => {
    const floor = plans.get(floorPlanId);
    if (floor === undefined) {
      return undefined;
    }
    let builder = builders.get(floorPlanId);
    if (builder === undefined) {
      builder = new FloorMatrixBuilder(
        knownAccessPoints(project, floor),
        builders.size === 0 ? scratch : undefined,
      );
      builders.set(floorPlanId, builder);
    }
    return builder;
  };
  return {
    addSurvey(survey: EsxSurvey) {
      const floor = plans.get(survey.floorPlanId);
      const builder = builderOf(survey.floorPlanId);
      if (floor === undefined || builder === undefined) {
        return;
      }
      measurements ??= new Map(project.measurements.map((measurement) => [measurement.id, measurement]));
      addSurveyToMatrix(builder, project, survey, floor.metersPerUnit, measurements);
    },
    endFloor(floorPlanId: string) {
      const floor = plans.get(floorPlanId);
      const builder = builderOf(floorPlanId);
      builders.delete(floorPlanId);
      if (floor === undefined || builder === undefined) {
        return;
      }
      const input = sparseFloorInputOf(project, floor, builder.finishCells());
      const floorOf = (bytes: Uint8Array): PreparedHeatmapFloor => ({
        floorPlanId: floor.id,
        bytes,
        byteSize: bytes.length,
        contentHash: floorBlobHash(bytes),
        widthMeters: input.widthMeters,
        heightMeters: input.heightMeters,
        metersPerUnit: floor.metersPerUnit,
        pointCount: input.points.xMeters.length,
        radioCount: input.radios.length,
        accessPointCount: input.accessPoints?.length ?? 0,
        wallCount: input.walls?.x1.length ?? 0,
      });
      if (!options.deflateOffThread) {
        const done = floorOf(encodeFloorBlob(input));
        floors.push(done);
        settled.push(done);
        return undefined;
      }
      // DEFLATE of the payload runs on libuv's pool while this thread builds the next floor;
      // waiting for the previous floor keeps at most two payloads in memory.
      // The buffer used two floors ago is free: that floor's deflate finished before the previous floor ended.
      const slot = floorCount++ % 2;
      let payload = floorBlobPayload(input, payloadBuffers[slot]);
      if (payload.buffer !== payloadBuffers[slot]) {
        payloadBuffers[slot] = new ArrayBuffer(Math.ceil(payload.length * 1.25));
        payload = floorBlobPayload(input, payloadBuffers[slot]);
      }
      const previous = floors.at(-1);
      const waitForPrevious = previous instanceof Promise ? previous.then(() => undefined) : undefined;
      const deflated = new Promise<PreparedHeatmapFloor>((resolve, reject) => {
        deflateRaw(payload, { level: floorBlobDeflateLevel(payload.length) }, (error, compressed) => {
          if (error !== null) {
            reject(error);
            return;
          }
          const done = floorOf(floorBlobOf(payload.length, compressed));
          settled.push(done);
          resolve(done);
        });
      });
      // Awaited by `finish`; until then a failure must not count as unhandled.
      deflated.catch(() => undefined);
      floors.push(deflated);
      return waitForPrevious;
    },
    finish() {
      const ready = floors.filter((floor): floor is PreparedHeatmapFloor => !(floor instanceof Promise));
      if (ready.length === floors.length) {
        return { floors: ready };
      }
      return Promise.all(floors.map(async (floor) => floor)).then((all) => ({ floors: all }));
    },
    takeBlobs() {
      if (context === undefined) {
        return [];
      }
      return settled.splice(0).map((floor) => {
        const bytes = floor.bytes;
        floor.bytes = new Uint8Array(0);
        floor.isWritten = true;
        return { key: heatmapFloorBlobKey(context, floor.contentHash), bytes };
      });
    },
  };
}

/** Every floor's serialised engine input for a project whose tracks are decoded (the non-streaming form). */
export function prepareHeatmaps(project: EsxProject): PreparedHeatmaps {
  const sink = streamHeatmaps(project, { deflateOffThread: false });
  for (const floor of surveysByFloor(project)) {
    for (const survey of floor.surveys) {
      sink.addSurvey(survey);
    }
    void sink.endFloor(floor.floorPlanId);
  }
  const prepared = sink.finish();
  if (prepared instanceof Promise) {
    throw new Error('a synchronous heatmap sink returned a promise');
  }
  return prepared;
}

function rowsOf(prepared: PreparedHeatmaps, context: HeatmapImportContext): HeatmapFloorRow[] {
  return prepared.floors.map((floor) => ({
    projectId: context.projectId,
    floorPlanId: floor.floorPlanId,
    version: context.version,
    blobKey: heatmapFloorBlobKey(context, floor.contentHash),
    contentHash: floor.contentHash,
    byteSize: floor.byteSize,
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
  stream(project: EsxProject, context: HeatmapImportContext): SurveySink<PreparedHeatmaps> {
    return streamHeatmaps(project, { deflateOffThread: true }, context);
  },
  blobs(prepared: PreparedHeatmaps, context: HeatmapImportContext): { key: string; bytes: Uint8Array }[] {
    // Floors whose blob the import already wrote as they finished carry no bytes.
    return prepared.floors.flatMap((floor) =>
      floor.isWritten === true
        ? []
        : [{ key: heatmapFloorBlobKey(context, floor.contentHash), bytes: floor.bytes }],
    );
  },
  async insert(tx: SqlSession, prepared: PreparedHeatmaps, context: HeatmapImportContext): Promise<void> {
    await insertHeatmapFloors(tx, rowsOf(prepared, context));
  },
  async remove(tx: SqlSession, projectId: string): Promise<void> {
    await deleteHeatmapFloors(tx, projectId);
  },
} satisfies ImportDerivation<PreparedHeatmaps>;
