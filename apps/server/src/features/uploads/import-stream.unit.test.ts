import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { generateProject, openEsx, readEsx, writeEsx } from '@airlens/esx';
import { describe, expect, it } from 'vitest';
import { createLocalBlobStore } from '../../blobs/local-blob-store';
import type { ImportContext } from '../../jobs/import-derivation';
import {
  heatmapFloorBlobKey,
  heatmapsDerivation,
  type PreparedHeatmaps,
} from '../heatmaps/heatmaps.derivation';
import { IMPORT_DERIVATIONS } from './import-derivations';
import { documentChunksOf, type PreparedBatch, type StoredBatch, type StoredMember } from './import-prepare';
import { createImportHandler, prepareBatches } from './import-stream';
import { nativeEsxCodec } from './native-codec';

const context: ImportContext = { projectId: 'p-1', orgId: 'o-1', version: 2, projectType: 'HYBRID' };
const bytes = writeEsx(
  generateProject({
    kind: 'hybrid',
    floors: 3,
    aps: 9,
    surveys: 7,
    days: 4,
    scansPerSurvey: 50,
    seed: 17,
    maxImagePixels: 300,
  }),
);

async function allBatches(): Promise<PreparedBatch[]> {
  const batches: PreparedBatch[] = [];
  for await (const batch of prepareBatches(
    openEsx(bytes, undefined, nativeEsxCodec),
    context,
    IMPORT_DERIVATIONS,
  )) {
    batches.push(batch);
  }
  return batches;
}

describe('prepareBatches (the streaming import)', () => {
  it('gives every derivation exactly what prepare gives on the fully read project', async () => {
    const batches = await allBatches();
    const last = batches.at(-1);
    expect(last?.done).toBe(true);
    expect(batches.slice(0, -1).every((batch) => !batch.done)).toBe(true);
    const project = readEsx(bytes);
    expect(project.surveys.length).toBe(7);
    const expected = IMPORT_DERIVATIONS.map((derivation) => ({
      name: derivation.name,
      prepared: derivation.prepare(project, context),
    }));
    // The heatmap floors' blobs were handed out with the batches as each floor finished: the floors keep their
    // facts without the bytes, and the blobs written are exactly the bytes prepare gives.
    const written = new Map(
      batches.flatMap((batch) => batch.largeDocuments).map((blob) => [blob.key, blob.bytes] as const),
    );
    const heatmaps = expected.find((entry) => entry.name === 'heatmaps')?.prepared as PreparedHeatmaps;
    expect(heatmaps.floors.length).toBeGreaterThan(0);
    for (const floor of heatmaps.floors) {
      expect(written.get(heatmapFloorBlobKey(context, floor.contentHash))).toEqual(floor.bytes);
      floor.bytes = new Uint8Array(0);
      floor.isWritten = true;
    }
    expect(last?.derivations).toEqual(expected);
    const streamed = last?.derivations.find((entry) => entry.name === 'heatmaps')?.prepared;
    expect(heatmapsDerivation.blobs(streamed as PreparedHeatmaps, context)).toEqual([]);
  });

  it('hands over every binary member once, byte for byte, and every document', async () => {
    const batches = await allBatches();
    const project = readEsx(bytes);
    const members = batches.flatMap((batch) => batch.members);
    expect(members.map((member) => member.name).sort()).toEqual([...project.binaries.keys()].sort());
    for (const member of members) {
      expect(new Uint8Array(member.bytes)).toEqual(project.binaries.get(member.name));
      expect(member.key).toBe(`projects/p-1/v2/members/${member.name}`);
    }
    const image = project.images[0];
    expect(members.find((member) => member.name === image?.member)?.contentType).toBe('image/png');
    const documents = documentChunksOf(project, context);
    expect(batches.flatMap((batch) => batch.documentChunks)).toEqual(documents.chunks);
    const large = batches.flatMap((batch) => batch.largeDocuments);
    const derived = large.filter((blob) => blob.key.startsWith('projects/p-1/v2/heatmaps/'));
    expect(derived.length).toBeGreaterThan(0);
    expect(large.filter((blob) => !derived.includes(blob))).toEqual(documents.large);
    expect(batches.at(-1)?.documentCount).toBe(documents.count);
  });
});

describe('prepareBatches with many documents and few members', () => {
  // Generous hang guard: it generates and reads a whole project on a machine shared with other suites.
  it(
    'spreads the documents over batches of a few MB, none carrying them all',
    { timeout: 30_000 },
    async () => {
      const project = generateProject({
        floors: 1,
        aps: 2,
        surveys: 0,
        seed: 23,
        kind: 'simulated',
        maxImagePixels: 64,
      });
      project.collections.set(
        'notes',
        Array.from({ length: 60_000 }, (_, i) => ({
          id: `n${i}`,
          status: 'CREATED',
          text: `note ${i} `.repeat(6),
        })),
      );
      const sizes: number[] = [];
      const archive = openEsx(writeEsx(project), undefined, nativeEsxCodec);
      for await (const batch of prepareBatches(archive, context, IMPORT_DERIVATIONS)) {
        sizes.push(batch.documentChunks.reduce((sum, chunk) => sum + chunk.length, 0));
      }
      const total = sizes.reduce((sum, size) => sum + size, 0);
      expect(total).toBeGreaterThan(6 * 1024 * 1024);
      expect(Math.max(...sizes)).toBeLessThan(5 * 1024 * 1024);
    },
  );
});

describe('createImportHandler', () => {
  it('reads the upload by key, writes every member blob, answers batches until the last, then refuses another next', async () => {
    const dir = await mkdtemp(join(tmpdir(), 'airlens-handler-'));
    try {
      const blobs = createLocalBlobStore(dir);
      await blobs.put('uploads/u1/content.esx', bytes);
      const handle = createImportHandler(blobs);
      expect(
        (await handle({ type: 'parse', contentKey: 'uploads/u1/content.esx', fileName: 'x.esx' })).ok,
      ).toBe(true);
      let answer = await handle({ type: 'prepare', context });
      const members: StoredMember[] = [];
      let turns = 1;
      while (answer.ok && !(answer.reply as StoredBatch).done) {
        members.push(...(answer.reply as StoredBatch).members);
        answer = await handle({ type: 'next' });
        turns += 1;
      }
      expect(answer.ok).toBe(true);
      members.push(...(answer.ok ? (answer.reply as StoredBatch).members : []));
      expect(turns).toBeGreaterThanOrEqual(1);
      expect((await handle({ type: 'next' })).ok).toBe(false);
      const project = readEsx(bytes);
      expect(members.map((member) => member.name).sort()).toEqual([...project.binaries.keys()].sort());
      for (const member of members) {
        const stored = await blobs.get(member.key);
        expect(stored === null ? null : new Uint8Array(stored)).toEqual(project.binaries.get(member.name));
        expect(member.sizeBytes).toBe(project.binaries.get(member.name)?.length);
      }
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  });

  it('rejects an upload whose bytes are gone', async () => {
    const dir = await mkdtemp(join(tmpdir(), 'airlens-handler-'));
    try {
      const handle = createImportHandler(createLocalBlobStore(dir));
      expect(
        await handle({ type: 'parse', contentKey: 'uploads/u2/content.esx', fileName: 'x.esx' }),
      ).toEqual({
        ok: false,
        error: {
          kind: 'rejection',
          code: 'NO_CONTENT',
          message: 'The uploaded file is no longer available. Please upload it again.',
        },
      });
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  });
});
