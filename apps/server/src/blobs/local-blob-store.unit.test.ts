import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Readable } from 'node:stream';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { BlobTooLargeError } from './blob-store';
import { createLocalBlobStore } from './local-blob-store';
import { openBlobStore } from './open-blob-store';

describe('local blob store', () => {
  let root: string;
  beforeEach(async () => {
    root = await mkdtemp(join(tmpdir(), 'airlens-blobs-'));
  });
  afterEach(async () => {
    await rm(root, { recursive: true, force: true });
  });

  it('writes, reads, checks and deletes a blob', async () => {
    const store = createLocalBlobStore(root);
    await store.put('projects/p1/image.png', new Uint8Array([1, 2, 3]));
    expect(await store.exists('projects/p1/image.png')).toBe(true);
    expect(Array.from((await store.get('projects/p1/image.png')) ?? [])).toEqual([1, 2, 3]);
    await store.delete('projects/p1/image.png');
    expect(await store.get('projects/p1/image.png')).toBeNull();
  });

  it('names a location from which another store opens the same blobs', async () => {
    const dir = join(root, 'odd #dir %20 name');
    const store = createLocalBlobStore(dir);
    await store.put('uploads/u1/content.esx', new Uint8Array([4, 5]));
    const again = openBlobStore(store.location ?? '');
    expect(Array.from((await again.get('uploads/u1/content.esx')) ?? [])).toEqual([4, 5]);
    expect(again.location).toBe(store.location);
  });

  it('replaces a value whole and leaves no temp files behind', async () => {
    const store = createLocalBlobStore(root);
    await store.put('a/b', new Uint8Array([1]));
    await store.put('a/b', new Uint8Array([9, 9]));
    expect(Array.from((await store.get('a/b')) ?? [])).toEqual([9, 9]);
    expect(await readdir(join(root, '.tmp'))).toEqual([]);
  });

  it('streams a body in and stops past the limit without leaving a partial blob', async () => {
    const store = createLocalBlobStore(root);
    const ok = await store.putStream('uploads/u1', Readable.from([Buffer.alloc(10), Buffer.alloc(5)]), 15);
    expect(ok.sizeBytes).toBe(15);
    await expect(
      store.putStream('uploads/u2', Readable.from([Buffer.alloc(10), Buffer.alloc(10)]), 15),
    ).rejects.toBeInstanceOf(BlobTooLargeError);
    expect(await store.exists('uploads/u2')).toBe(false);
    expect(await readdir(join(root, '.tmp'))).toEqual([]);
  });

  it('deletes by prefix', async () => {
    const store = createLocalBlobStore(root);
    await store.put('projects/p1/x', new Uint8Array([1]));
    await store.put('projects/p1/y/z', new Uint8Array([1]));
    await store.put('projects/p2/x', new Uint8Array([1]));
    await store.deletePrefix('projects/p1/');
    expect(await store.exists('projects/p1/x')).toBe(false);
    expect(await store.exists('projects/p1/y/z')).toBe(false);
    expect(await store.exists('projects/p2/x')).toBe(true);
  });

  it('refuses keys that could escape the store', async () => {
    const store = createLocalBlobStore(root);
    for (const key of ['../x', '/etc/passwd', 'a/../../b', 'a\\b', '', 'a//b']) {
      await expect(store.put(key, new Uint8Array([1]))).rejects.toThrow('Unsafe blob key');
    }
  });
});
