import { describe, expect, it } from 'vitest';
import { createBatchedVersionReader } from './insights-version-reader';
import { normalisedUrl } from './insights-response-cache';

interface Read {
  orgIds: string[];
  answer: (versions: Record<string, string>) => void;
  fail: (error: Error) => void;
}

function controlledReads() {
  const reads: Read[] = [];
  const read = (orgIds: string[]) =>
    new Promise<Map<string, string>>((resolve, reject) => {
      reads.push({
        orgIds,
        answer: (versions) => resolve(new Map(Object.entries(versions))),
        fail: reject,
      });
    });
  return { reads, read };
}

const tick = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('batched version reader', () => {
  it('answers a caller only from a read that started after it asked', async () => {
    const { reads, read } = controlledReads();
    const versionOf = createBatchedVersionReader(read);
    const first = versionOf('org-a');
    await tick();
    expect(reads).toHaveLength(1);
    // Asked while the first read is in flight: that read may predate a commit this caller must see.
    const second = versionOf('org-a');
    const third = versionOf('org-b');
    expect(reads).toHaveLength(1);
    reads[0]?.answer({ 'org-a': '1' });
    expect(await first).toBe('1');
    await tick();
    expect(reads).toHaveLength(2);
    expect(reads[1]?.orgIds).toEqual(['org-a', 'org-b']);
    reads[1]?.answer({ 'org-a': '2' });
    expect(await second).toBe('2');
    expect(await third).toBe('0');
  });

  it('fails the callers of a failed read and keeps serving later ones', async () => {
    const { reads, read } = controlledReads();
    const versionOf = createBatchedVersionReader(read);
    const failing = versionOf('org-a');
    await tick();
    reads[0]?.fail(new Error('database down'));
    await expect(failing).rejects.toThrow('database down');
    await tick();
    const later = versionOf('org-a');
    await tick();
    reads[1]?.answer({ 'org-a': '7' });
    expect(await later).toBe('7');
  });
});

describe('normalisedUrl', () => {
  it('orders the query parameters so equal queries share a key', () => {
    expect(normalisedUrl('/p?size=15&page=0')).toBe(normalisedUrl('/p?page=0&size=15'));
    expect(normalisedUrl('/p?page=0')).not.toBe(normalisedUrl('/p?page=1'));
    expect(normalisedUrl('/p')).toBe('/p');
  });
});
