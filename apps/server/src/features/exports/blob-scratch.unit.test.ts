import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createLocalBlobStore } from '../../blobs/local-blob-store';
import { createByteScratch, readBlobInto } from './blob-scratch';

describe('readBlobInto', () => {
  let root: string;
  beforeEach(async () => {
    root = await mkdtemp(join(tmpdir(), 'airlens-scratch-'));
  });
  afterEach(async () => {
    await rm(root, { recursive: true, force: true });
  });

  it('reads each blob whole into one reused buffer, bigger ones after smaller ones', async () => {
    const store = createLocalBlobStore(root);
    // Larger than one stream piece (64 KiB), so the bytes arrive in several pieces and the scratch grows.
    const large = new Uint8Array(randomBytes(300_000));
    const small = new Uint8Array(randomBytes(1_000));
    await store.put('tracks/large.bin', large);
    await store.put('tracks/small.bin', small);
    const scratch = createByteScratch();

    const first = await readBlobInto(store, 'tracks/large.bin', scratch);
    expect(first).toEqual(large);
    const grownTo = scratch.buffer;
    const second = await readBlobInto(store, 'tracks/small.bin', scratch);
    expect(second).toEqual(small);
    // The second read landed in the same buffer: nothing new was allocated for it.
    expect(scratch.buffer).toBe(grownTo);
    expect(second?.buffer).toBe(grownTo.buffer);
  });

  it('answers null for a blob that is not there', async () => {
    const store = createLocalBlobStore(root);
    expect(await readBlobInto(store, 'tracks/missing.bin', createByteScratch())).toBeNull();
  });
});
