import { Readable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BlobTooLargeError, type BlobStore } from './blob-store';

/** Opens a fresh, empty store for one run of the contract, and closes it afterwards. */
export type OpenContractStore = () => Promise<{ store: BlobStore; close: () => Promise<void> }>;

async function readAll(stream: Readable): Promise<number[]> {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) {
    chunks.push(chunk as Buffer);
  }
  return Array.from(Buffer.concat(chunks));
}

/** The behaviour every BlobStore owes the rest of the server, run as one suite against each implementation. */
export function describeBlobStoreContract(name: string, open: OpenContractStore): void {
  describe(`blob store contract: ${name}`, () => {
    let store: BlobStore;
    let close: () => Promise<void>;
    beforeAll(async () => {
      ({ store, close } = await open());
    });
    afterAll(async () => {
      await close();
    });

    it('writes, reads, sizes, checks and deletes a blob', async () => {
      await store.put('projects/p1/image.png', new Uint8Array([1, 2, 3]));
      expect(await store.exists('projects/p1/image.png')).toBe(true);
      expect(await store.sizeOf('projects/p1/image.png')).toBe(3);
      expect(Array.from((await store.get('projects/p1/image.png')) ?? [])).toEqual([1, 2, 3]);
      await store.delete('projects/p1/image.png');
      expect(await store.get('projects/p1/image.png')).toBeNull();
      expect(await store.exists('projects/p1/image.png')).toBe(false);
      expect(await store.sizeOf('projects/p1/image.png')).toBeNull();
    });

    it('answers null for a blob that is not there, and deleting it is no error', async () => {
      expect(await store.get('nothing/here')).toBeNull();
      expect(await store.getStream('nothing/here')).toBeNull();
      await store.delete('nothing/here');
    });

    it('replaces a value whole', async () => {
      await store.put('a/b', new Uint8Array([1]));
      await store.put('a/b', new Uint8Array([9, 9]));
      expect(Array.from((await store.get('a/b')) ?? [])).toEqual([9, 9]);
    });

    it('streams a body in and out', async () => {
      const ok = await store.putStream(
        'uploads/u1/content.esx',
        Readable.from([Buffer.from([1, 2]), Buffer.from([3])]),
        3,
      );
      expect(ok.sizeBytes).toBe(3);
      const stream = await store.getStream('uploads/u1/content.esx');
      expect(stream === null ? null : await readAll(stream)).toEqual([1, 2, 3]);
    });

    it('streams a body larger than one multipart part whole', async () => {
      // 20 MB in 1 MB chunks: more than two of the S3 store's 8 MB parts.
      const chunk = Buffer.alloc(1024 * 1024);
      const chunks = Array.from({ length: 20 }, (_, index) => Buffer.from(chunk.fill(index)));
      const ok = await store.putStream('uploads/big/content.esx', Readable.from(chunks), 64 * 1024 * 1024);
      expect(ok.sizeBytes).toBe(20 * 1024 * 1024);
      expect(await store.sizeOf('uploads/big/content.esx')).toBe(20 * 1024 * 1024);
      const bytes = await store.get('uploads/big/content.esx');
      expect(bytes === null ? null : [bytes[0], bytes[1024 * 1024], bytes[20 * 1024 * 1024 - 1]]).toEqual([
        0, 1, 19,
      ]);
      await store.delete('uploads/big/content.esx');
    });

    it('stops a stream past the limit without leaving a partial blob', async () => {
      await expect(
        store.putStream('uploads/u2/content.esx', Readable.from([Buffer.alloc(10), Buffer.alloc(10)]), 15),
      ).rejects.toBeInstanceOf(BlobTooLargeError);
      expect(await store.exists('uploads/u2/content.esx')).toBe(false);
    });

    it('deletes by prefix as a folder, leaving its neighbours', async () => {
      await store.put('projects/p1/x', new Uint8Array([1]));
      await store.put('projects/p1/y/z', new Uint8Array([1]));
      await store.put('projects/p10/x', new Uint8Array([1]));
      await store.put('projects/p2/x', new Uint8Array([1]));
      await store.deletePrefix('projects/p1/');
      expect(await store.exists('projects/p1/x')).toBe(false);
      expect(await store.exists('projects/p1/y/z')).toBe(false);
      expect(await store.exists('projects/p10/x')).toBe(true);
      expect(await store.exists('projects/p2/x')).toBe(true);
    });

    it('refuses keys that could escape the store', async () => {
      for (const key of ['../x', '/etc/passwd', 'a/../../b', 'a\\b', '', 'a//b']) {
        await expect(store.put(key, new Uint8Array([1]))).rejects.toThrow('Unsafe blob key');
      }
    });
  });
}
