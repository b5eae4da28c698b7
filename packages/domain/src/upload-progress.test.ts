import { describe, it, expect } from 'vitest';
import {
  nextUploadProgress,
  pollDelayMs,
  sendingProgress,
  uploadFailureMessage,
  uploadStatusSchema,
} from './upload-progress';

describe('sendingProgress', () => {
  it.each([
    [0, 100, 0],
    [50, 100, 40],
    [99, 100, 79],
    [100, 100, 80],
    [150, 100, 80],
    [10, 0, 0],
    [-5, 100, 0],
  ])('%i of %i bytes is %i %%', (loaded, total, progress) => {
    expect(sendingProgress(loaded, total)).toBe(progress);
  });
});

describe('nextUploadProgress', () => {
  it('creeps a tenth of the way toward 95 while in progress', () => {
    expect(nextUploadProgress(80, 'IN_PROGRESS')).toBe(82);
    expect(nextUploadProgress(93, 'IN_PROGRESS')).toBe(94);
    expect(nextUploadProgress(94, 'IN_PROGRESS')).toBe(95);
    expect(nextUploadProgress(95, 'IN_PROGRESS')).toBe(95);
  });

  it('creeps toward 99 while committing', () => {
    expect(nextUploadProgress(95, 'COMMIT_IN_PROGRESS')).toBe(96);
    expect(nextUploadProgress(98, 'COMMIT_IN_PROGRESS')).toBe(99);
    expect(nextUploadProgress(99, 'COMMIT_IN_PROGRESS')).toBe(99);
  });

  it('never goes back', () => {
    expect(nextUploadProgress(97, 'IN_PROGRESS')).toBe(97);
  });

  it('never passes the cap however often it polls', () => {
    let progress = 80;
    for (let turn = 0; turn < 200; turn += 1) {
      progress = nextUploadProgress(progress, 'IN_PROGRESS');
    }
    expect(progress).toBe(95);
  });

  it.each(['COMMITTED', 'ROLLED_BACK', 'FAILED'] as const)('ends at 100 on %s', (status) => {
    expect(nextUploadProgress(85, status)).toBe(100);
  });
});

describe('pollDelayMs', () => {
  it.each([
    [0, 50],
    [1, 100],
    [9, 500],
    [38, 1950],
    [39, 2000],
    [1000, 2000],
    [-1, 50],
  ])('turn %i waits %i ms', (turn, delay) => {
    expect(pollDelayMs(turn)).toBe(delay);
  });
});

describe('uploadFailureMessage and uploadStatusSchema', () => {
  it('uses the rollback reason or Upload failed', () => {
    expect(uploadFailureMessage('Archive has too many entries')).toBe('Archive has too many entries');
    expect(uploadFailureMessage(null)).toBe('Upload failed');
    expect(uploadFailureMessage('  ')).toBe('Upload failed');
  });

  it('parses a status answer and rejects an unknown status', () => {
    expect(uploadStatusSchema.parse({ status: 'COMMITTED', projectId: 'p1', rollbackReason: null })).toEqual({
      status: 'COMMITTED',
      projectId: 'p1',
      rollbackReason: null,
    });
    expect(
      uploadStatusSchema.safeParse({ status: 'DONE', projectId: null, rollbackReason: null }).success,
    ).toBe(false);
  });

  it('reads the additive projectName, and answers without it as before', () => {
    const named = { status: 'COMMITTED', projectId: 'p1', rollbackReason: null, projectName: 'HQ' };
    expect(uploadStatusSchema.parse(named)).toEqual(named);
    expect(uploadStatusSchema.safeParse({ ...named, projectName: 42 }).success).toBe(false);
  });
});
