import { Transform } from 'node:stream';
import { BlobTooLargeError } from './blob-store';

/** A pass-through that counts bytes and fails with BlobTooLargeError once more than `maxBytes` went by. */
export function byteLimiter(maxBytes: number): Transform & { sizeBytes: () => number } {
  let sizeBytes = 0;
  const limiter = new Transform({
    transform(chunk: Buffer, _encoding, callback) {
      sizeBytes += chunk.length;
      if (sizeBytes > maxBytes) {
        callback(new BlobTooLargeError(maxBytes));
        return;
      }
      callback(null, chunk);
    },
  });
  return Object.assign(limiter, { sizeBytes: () => sizeBytes });
}
