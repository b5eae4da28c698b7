import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { EsxError, generateProject, openEsx, readEsx, writeEsx } from '@airlens/esx';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createLocalBlobStore } from '../../blobs/local-blob-store';
import type { BlobStore } from '../../blobs/blob-store';
import { writeMemberStreamed } from './import-member-stream';

const bytes = writeEsx(
  generateProject({
    kind: 'hybrid',
    floors: 2,
    aps: 3,
    surveys: 2,
    days: 1,
    scansPerSurvey: 40,
    seed: 5,
    maxImagePixels: 200,
  }),
);

describe('writeMemberStreamed', () => {
  let dir = '';
  let blobs: BlobStore;
  beforeEach(async () => {
    dir = await mkdtemp(join(tmpdir(), 'airlens-member-stream-'));
    blobs = createLocalBlobStore(dir);
  });
  afterEach(async () => {
    await rm(dir, { recursive: true, force: true });
  });

  it('writes every binary member byte for byte and answers its size', async () => {
    const archive = openEsx(bytes);
    const project = readEsx(bytes);
    expect(archive.binaryMembers.length).toBeGreaterThan(0);
    for (const name of archive.binaryMembers) {
      const size = await writeMemberStreamed(blobs, `m/${name}`, archive, name);
      const stored = await blobs.get(`m/${name}`);
      expect(stored === null ? null : new Uint8Array(stored)).toEqual(project.binaries.get(name));
      expect(size).toBe(project.binaries.get(name)?.length);
    }
  });

  it("refuses damaged bytes with the reader's own error and writes nothing", async () => {
    // A track: images are sniffed whole when the archive opens, tracks only when read.
    const name = openEsx(bytes).binaryMembers.find((member) => member.startsWith('track-')) ?? '';
    const raw = openEsx(bytes).rawMember(name);
    const damaged = bytes.slice();
    // Corrupts the middle of the member's stored bytes: its inflated bytes or its CRC no longer match.
    const at = raw.compressed.byteOffset + Math.floor(raw.compressed.length / 2);
    damaged[at] = (damaged[at] ?? 0) ^ 0xff;
    const archive = openEsx(damaged);
    const expected = (() => {
      try {
        archive.readMember(name);
        return null;
      } catch (error) {
        return error;
      }
    })();
    expect(expected).toBeInstanceOf(EsxError);
    await expect(writeMemberStreamed(blobs, 'm/damaged', archive, name)).rejects.toEqual(expected);
    expect(await blobs.exists('m/damaged')).toBe(false);
  });
});
