import { describe, expect, it } from 'vitest';
import { openEsx } from './archive.ts';
import { EsxError } from './errors.ts';
import { generateProject } from './generate/generate.ts';
import { buildProject } from './project.ts';
import { readEsx } from './read.ts';
import { writeEsx } from './write.ts';

const bytes = writeEsx(
  generateProject({
    floors: 2,
    aps: 6,
    surveys: 4,
    days: 3,
    scansPerSurvey: 40,
    seed: 9,
    maxImagePixels: 300,
  }),
);

describe('openEsx', () => {
  it('reads to the same project as readEsx once every survey is loaded, binary members on demand', () => {
    const eager = readEsx(bytes);
    const archive = openEsx(bytes);
    expect(archive.project.binaries.size).toBe(0);
    expect(archive.project.surveys.every((survey) => survey.tracks.every((t) => t.scans === undefined))).toBe(
      true,
    );
    expect([...archive.binaryMembers].sort()).toEqual([...eager.binaries.keys()].sort());
    for (const name of archive.binaryMembers) {
      expect(archive.readMember(name)).toEqual(eager.binaries.get(name));
    }
    expect(archive.project.images.map((image) => [image.id, image.mimeType, image.width])).toEqual(
      eager.images.map((image) => [image.id, image.mimeType, image.width]),
    );
    // Each loaded survey is compared before the next load reuses its reading arrays.
    const loaded = archive.project.surveys.map((survey, index) => {
      const entry = archive.loadSurvey(survey);
      expect(entry.survey).toEqual(eager.surveys[index]);
      return entry;
    });
    expect(loaded).toHaveLength(eager.surveys.length);
    const trackMembers = loaded.flatMap((entry) => [...entry.members.keys()]);
    expect(trackMembers.length).toBeGreaterThan(0);
    expect(
      loaded
        .flatMap((entry) => [...entry.members])
        .every(([name, data]) => data.length > 0 && name.startsWith('track-')),
    ).toBe(true);
    expect(archive.project.floorPlans).toEqual(eager.floorPlans);
    expect(archive.project.measurements).toEqual(eager.measurements);
  });

  it('keeps only the members it is told to retain, still checked and byte for byte', () => {
    const eager = readEsx(bytes);
    const archive = openEsx(bytes);
    const track = archive.binaryMembers.find((name) => name.startsWith('track-')) ?? '';
    const image = archive.binaryMembers.find((name) => name.startsWith('image-')) ?? '';
    archive.retainOnly([track]);
    expect(archive.readMember(track)).toEqual(eager.binaries.get(track));
    expect(() => archive.readMember(image)).toThrow(EsxError);
    const survey = archive.project.surveys.find((candidate) =>
      candidate.tracks.some((t) => t.member === track),
    );
    expect(survey === undefined ? [] : archive.loadSurvey(survey).problems).toEqual([]);
  });

  it('forgets a released member and keeps reading the others', () => {
    const eager = readEsx(bytes);
    const archive = openEsx(bytes);
    const tracks = archive.binaryMembers.filter((name) => name.startsWith('track-'));
    const [first, second] = tracks;
    expect(second).toBeDefined();
    archive.retainOnly(tracks);
    archive.release(first ?? '');
    expect(() => archive.readMember(first ?? '')).toThrow(EsxError);
    expect(archive.readMember(second ?? '')).toEqual(eager.binaries.get(second ?? ''));
  });

  it('keeps members from the file streamed again in chunks of any size, and catches a stream cut short', async () => {
    const eager = readEsx(bytes);
    const tracks = openEsx(bytes).binaryMembers.filter((name) => name.startsWith('track-'));
    async function* chunksOf(data: Uint8Array, size: number): AsyncGenerator<Uint8Array> {
      for (let at = 0; at < data.length; at += size) {
        yield data.subarray(at, at + size);
      }
    }
    for (const size of [1000, 7, 1 << 20]) {
      const archive = openEsx(bytes);
      await archive.retainFrom(tracks, chunksOf(bytes, size));
      for (const track of tracks) {
        expect(archive.readMember(track)).toEqual(eager.binaries.get(track));
      }
    }
    const cut = openEsx(bytes);
    await cut.retainFrom(tracks, chunksOf(bytes.subarray(0, bytes.length / 2), 4096));
    const last = tracks.at(-1) ?? '';
    expect(() => cut.readMember(last)).toThrow(EsxError);
  });

  it('refuses a member that is not in the archive with a typed error', () => {
    const archive = openEsx(bytes);
    expect(() => archive.readMember('floorPlans.json')).toThrow(EsxError);
    expect(() => archive.readMember('nothing.bin')).toThrow(EsxError);
  });

  it('reports a damaged track as a problem of its survey, like readEsx warns', () => {
    const project = readEsx(bytes);
    const member = project.surveys[0]?.tracks[0]?.member ?? '';
    const binaries = new Map(project.binaries);
    binaries.set(member, new Uint8Array([9, 9, 9]));
    const damaged = writeEsx(buildProject('2.0', project.collections, binaries));
    const archive = openEsx(damaged);
    const survey = archive.project.surveys[0];
    expect(survey).toBeDefined();
    if (survey === undefined) {
      return;
    }
    const loaded = archive.loadSurvey(survey);
    expect(loaded.problems).toHaveLength(1);
    expect(loaded.problems[0]).toContain(member);
    expect(readEsx(damaged).warnings.some((warning) => warning.includes(member))).toBe(true);
  });

  it('sniffs a large raster image from a prefix and still checks its whole bytes when read', () => {
    const project = readEsx(bytes);
    const image = project.images[0];
    expect(image).toBeDefined();
    if (image === undefined) {
      return;
    }
    // A 3 MB "PNG": a real header then filler, large enough for the prefix path.
    const big = new Uint8Array(3 * 1024 * 1024);
    big.set(image.bytes.subarray(0, 33));
    for (let i = 33; i < big.length; i++) {
      big[i] = (i * 2654435761) >>> 24;
    }
    const binaries = new Map(project.binaries);
    binaries.set(image.member, big);
    const archive = openEsx(writeEsx(buildProject('2.0', project.collections, binaries)));
    const opened = archive.project.images.find((candidate) => candidate.id === image.id);
    expect(opened?.mimeType).toBe('image/png');
    expect(opened?.width).toBe(image.width);
    const read = archive.readMember(image.member);
    expect(read.length).toBe(big.length);
    expect(read.findIndex((byte, index) => byte !== big[index])).toBe(-1);
  });
});
