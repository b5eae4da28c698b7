import { describe, expect, it } from 'vitest';
import { pollDelayMs } from '@airlens/domain';
import {
  isEsxFileName,
  startRecord,
  withBytesSent,
  withFailure,
  withProcessing,
  withServerStatus,
} from './upload-record';

const processing = () => withProcessing(withBytesSent(startRecord('k', 'site.esx'), 100, 100));

describe('upload record progress (spec §4, §9)', () => {
  it('starts UPLOADING at 0 and follows the bytes sent from 0 to 80, never backwards', () => {
    const start = startRecord('k', 'site.esx');
    expect(start).toEqual({
      key: 'k',
      fileName: 'site.esx',
      status: 'UPLOADING',
      progress: 0,
      message: null,
      projectId: null,
      projectName: null,
    });
    expect(withBytesSent(start, 0, 1000).progress).toBe(0);
    expect(withBytesSent(start, 250, 1000).progress).toBe(20);
    expect(withBytesSent(start, 999, 1000).progress).toBe(79);
    expect(withBytesSent(start, 1000, 1000).progress).toBe(80);
    expect(withBytesSent(withBytesSent(start, 500, 1000), 100, 1000).progress).toBe(40);
    expect(withBytesSent(start, 10, 0).progress).toBe(0);
  });

  it('is PROCESSING at 80 once the bytes are committed', () => {
    expect(processing()).toMatchObject({ status: 'PROCESSING', progress: 80 });
    expect(withProcessing(startRecord('k', 'a.esx'))).toMatchObject({ status: 'PROCESSING', progress: 80 });
  });

  it('creeps toward 95 while IN_PROGRESS and toward 99 while COMMIT_IN_PROGRESS, never past them', () => {
    let record = processing();
    const seen: number[] = [];
    for (let turn = 0; turn < 60; turn++) {
      record = withServerStatus(record, { status: 'IN_PROGRESS', projectId: null, rollbackReason: null });
      seen.push(record.progress);
    }
    expect(seen[0]).toBeGreaterThan(80);
    expect(seen.every((value, index) => index === 0 || value >= (seen[index - 1] ?? 0))).toBe(true);
    expect(Math.max(...seen)).toBe(95);
    for (let turn = 0; turn < 60; turn++) {
      record = withServerStatus(record, {
        status: 'COMMIT_IN_PROGRESS',
        projectId: null,
        rollbackReason: null,
      });
    }
    expect(record).toMatchObject({ status: 'PROCESSING', progress: 99 });
  });

  it('is COMPLETED at 100 with the project on COMMITTED', () => {
    expect(
      withServerStatus(processing(), { status: 'COMMITTED', projectId: 'p-1', rollbackReason: null }),
    ).toMatchObject({
      status: 'COMPLETED',
      progress: 100,
      projectId: 'p-1',
      projectName: null,
      message: null,
    });
  });

  it('keeps the name of the project the upload became', () => {
    const answer = {
      status: 'COMMITTED',
      projectId: 'p-1',
      rollbackReason: null,
      projectName: 'HQ',
    } as const;
    expect(withServerStatus(processing(), answer)).toMatchObject({ projectId: 'p-1', projectName: 'HQ' });
    expect(withServerStatus(processing(), { ...answer, projectName: null })).toMatchObject({
      projectName: null,
    });
  });

  it('is FAILED at 100 with the rollback reason, or "Upload failed" without one', () => {
    expect(
      withServerStatus(processing(), {
        status: 'ROLLED_BACK',
        projectId: null,
        rollbackReason: 'The file is damaged.',
      }),
    ).toMatchObject({
      status: 'FAILED',
      progress: 100,
      message: 'The file is damaged.',
    });
    expect(
      withServerStatus(processing(), { status: 'FAILED', projectId: null, rollbackReason: null }),
    ).toMatchObject({
      status: 'FAILED',
      progress: 100,
      message: 'Upload failed',
    });
  });

  it("says 'Could not start the upload process' or 'Could not upload {file}' when a call fails", () => {
    expect(withFailure(startRecord('k', 'a.esx'), 'start')).toMatchObject({
      status: 'FAILED',
      progress: 100,
      message: 'Could not start the upload process',
    });
    expect(withFailure(processing(), 'transfer')).toMatchObject({
      status: 'FAILED',
      progress: 100,
      message: 'Could not upload site.esx',
    });
    const done = withServerStatus(processing(), {
      status: 'COMMITTED',
      projectId: 'p',
      rollbackReason: null,
    });
    expect(withFailure(done, 'transfer')).toBe(done);
  });

  it('polls with a delay growing by 50 ms per turn up to 2000 ms', () => {
    expect([0, 1, 2, 38, 39, 40, 100].map(pollDelayMs)).toEqual([50, 100, 150, 1950, 2000, 2000, 2000]);
  });

  it('accepts .esx names only', () => {
    expect(['a.esx', 'B.ESX', ' site.esx ', 'a.zip', 'esx', 'a.esx.zip'].map(isEsxFileName)).toEqual([
      true,
      true,
      true,
      false,
      false,
      false,
    ]);
  });
});
