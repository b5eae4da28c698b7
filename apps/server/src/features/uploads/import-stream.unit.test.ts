import { generateProject, openEsx, readEsx, writeEsx } from '@airlens/esx';
import { describe, expect, it } from 'vitest';
import { IMPORT_DERIVATIONS, type ImportContext } from './import-derivations';
import { documentChunksOf, type PreparedBatch } from './import-prepare';
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
    expect(last?.derivations).toEqual(expected);
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
    expect(batches.flatMap((batch) => batch.largeDocuments)).toEqual(documents.large);
    expect(batches.at(-1)?.documentCount).toBe(documents.count);
  });
});

describe('createImportHandler', () => {
  it('answers parse, then prepare and next until the last batch, then refuses another next', async () => {
    const handle = createImportHandler();
    expect((await handle({ type: 'parse', bytes, fileName: 'x.esx' })).answer.ok).toBe(true);
    let { answer } = await handle({ type: 'prepare', context });
    let turns = 1;
    while (answer.ok && !(answer.reply as PreparedBatch).done) {
      ({ answer } = await handle({ type: 'next' }));
      turns += 1;
    }
    expect(answer.ok).toBe(true);
    expect(turns).toBeGreaterThanOrEqual(1);
    expect((await handle({ type: 'next' })).answer.ok).toBe(false);
  });
});
