import { createReadStream, createWriteStream } from 'node:fs';
import { mkdir, readFile, rename, rm, stat, writeFile } from 'node:fs/promises';
import { dirname, join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { randomUUID } from 'node:crypto';
import { pipeline } from 'node:stream/promises';
import { assertSafeBlobKey, type BlobStore } from './blob-store';
import { byteLimiter } from './byte-limiter';

const TEMP_DIR = '.tmp';

/** Blobs as files under one directory; every write goes to a temp file first, then rename. */
export function createLocalBlobStore(rootDir: string): BlobStore {
  const pathOf = (key: string) => {
    assertSafeBlobKey(key);
    return join(rootDir, key);
  };
  const tempPath = () => join(rootDir, TEMP_DIR, randomUUID());

  async function moveIntoPlace(temp: string, key: string): Promise<void> {
    const target = pathOf(key);
    await mkdir(dirname(target), { recursive: true });
    await rename(temp, target);
  }

  return {
    location: pathToFileURL(resolve(rootDir)).href,
    async put(key, bytes) {
      const temp = tempPath();
      await mkdir(dirname(temp), { recursive: true });
      await writeFile(temp, bytes);
      await moveIntoPlace(temp, key);
    },
    async putStream(key, body, maxBytes) {
      const temp = tempPath();
      await mkdir(dirname(temp), { recursive: true });
      const limiter = byteLimiter(maxBytes);
      try {
        await pipeline(body, limiter, createWriteStream(temp));
      } catch (error) {
        await rm(temp, { force: true });
        throw error;
      }
      await moveIntoPlace(temp, key);
      return { sizeBytes: limiter.sizeBytes() };
    },
    async get(key) {
      try {
        // A plain view of the file's own buffer, not a copy: a 200 MB upload must not sit in memory twice.
        const buffer = await readFile(pathOf(key));
        return new Uint8Array(buffer.buffer, buffer.byteOffset, buffer.byteLength);
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code === 'ENOENT') {
          return null;
        }
        throw error;
      }
    },
    async getStream(key) {
      const path = pathOf(key);
      try {
        await stat(path);
      } catch {
        return null;
      }
      return createReadStream(path);
    },
    async delete(key) {
      await rm(pathOf(key), { force: true });
    },
    async deletePrefix(prefix) {
      assertSafeBlobKey(prefix.replace(/\/$/, ''));
      await rm(join(rootDir, prefix), { recursive: true, force: true });
    },
    async exists(key) {
      try {
        await stat(pathOf(key));
        return true;
      } catch {
        return false;
      }
    },
    async sizeOf(key) {
      try {
        return (await stat(pathOf(key))).size;
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code === 'ENOENT') {
          return null;
        }
        throw error;
      }
    },
  };
}
