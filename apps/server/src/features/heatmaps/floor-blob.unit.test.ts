import { generateProject } from '@airlens/esx';
import { deflateRawSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { decodeFloorBlob, encodeFloorBlob, floorBlobHash, floorBlobOf } from './floor-blob';
import { denseMatrixFromSections, matrixSections, sparseMatrixOf } from './floor-blob-matrix';
import { buildFloorInput, hasUsableScale } from './floor-input';
import { prepareHeatmaps } from './heatmaps.derivation';

// Revisited spots (two surveys over the same routes) give points of several scans, whose levels are medians.
const measured = generateProject({
  kind: 'measured',
  floors: 2,
  aps: 8,
  surveys: 4,
  scansPerSurvey: 150,
  seed: 23,
  maxImagePixels: 400,
});

/** A format 1 blob (dense matrix), as imports wrote them before the sparse format. */
function denseFormatBlob(points: Float64Array, V: Float32Array, radios: unknown[]): Uint8Array {
  const align8 = (value: number) => Math.ceil(value / 8) * 8;
  const sections = [
    { name: 'points.x', kind: 'f64', offset: 0, length: points.length },
    { name: 'points.y', kind: 'f64', offset: align8(points.byteLength), length: points.length },
    { name: 'V', kind: 'f32', offset: align8(points.byteLength) * 2, length: V.length },
  ];
  const header = new TextEncoder().encode(
    JSON.stringify({
      format: 1,
      floorId: 'f1',
      widthMeters: 10,
      heightMeters: 10,
      metersPerPixel: 0.1,
      radios,
      accessPoints: [],
      areas: [],
      requirements: null,
      prediction: null,
      hasNoise: false,
      sections,
    }),
  );
  const bodyStart = align8(4 + header.length);
  const payload = new Uint8Array(bodyStart + align8(points.byteLength) * 2 + V.byteLength);
  new DataView(payload.buffer).setUint32(0, header.length, true);
  payload.set(header, 4);
  const bytes = (array: Float64Array | Float32Array) =>
    new Uint8Array(array.buffer, array.byteOffset, array.byteLength);
  payload.set(bytes(points), bodyStart);
  payload.set(bytes(points), bodyStart + (sections[1]?.offset ?? 0));
  payload.set(bytes(V), bodyStart + (sections[2]?.offset ?? 0));
  return floorBlobOf(payload.length, deflateRawSync(payload));
}

describe('sparse floor matrix', () => {
  it('stores what the import streams exactly as the dense matrix of the same floor, medians included', () => {
    const prepared = prepareHeatmaps(measured);
    const floors = measured.floorPlans.filter(hasUsableScale);
    expect(prepared.floors).toHaveLength(floors.length);
    let sawMedian = false;
    for (const [index, floor] of floors.entries()) {
      const dense = buildFloorInput(measured, floor);
      const streamed = prepared.floors[index];
      // Same bytes whichever way the floor was built: the builder's cells are the dense matrix's heard cells.
      expect(streamed?.contentHash).toBe(floorBlobHash(encodeFloorBlob(dense)));
      const decoded = decodeFloorBlob(streamed?.bytes ?? new Uint8Array(0), 'x');
      expect(decoded.V).toEqual(dense.V);
      sawMedian ||= dense.V.some((level) => !Number.isInteger(level));
    }
    expect(sawMedian).toBe(true);
  });

  it('keeps levels that are not whole or half dB, and refuses a matrix of the wrong shape', () => {
    const V = new Float32Array([-100, -61.25, -100, -40, -100, -100]);
    const sections = new Map(matrixSections(sparseMatrixOf(V), 2, 3));
    expect([...sections.keys()]).toEqual(['V.start', 'V.radio', 'V.level']);
    expect(denseMatrixFromSections((name) => sections.get(name), 2, 3)).toEqual(V);
    const halves = new Map(matrixSections(sparseMatrixOf(new Float32Array([-70.5, -100])), 1, 2));
    expect([...halves.keys()]).toEqual(['V.start', 'V.radio', 'V.level2']);
    expect(() => denseMatrixFromSections((name) => sections.get(name), 3, 3)).toThrow('wrong shape');
    expect(() => denseMatrixFromSections((name) => sections.get(name), 2, 1)).toThrow('outside the matrix');
  });

  it('still decodes blobs of the dense format', () => {
    const points = new Float64Array([1, 2]);
    const V = new Float32Array([-100, -55, -72, -100]);
    const radios = [{ id: 'a' }, { id: 'b' }];
    const decoded = decodeFloorBlob(denseFormatBlob(points, V, radios), 'old');
    expect(decoded.V).toEqual(V);
    expect(decoded.points.xMeters).toEqual(points);
    expect(decoded.radios).toEqual(radios);
  });
});
