import { describe, expect, it } from 'vitest';
import { AppError } from '../../http/errors';
import { waitForRevision } from './revision-wait';

describe('waitForRevision', () => {
  it('resolves once the upload is COMMITTED, polling until then', async () => {
    const statuses = ['IN_PROGRESS', 'COMMIT_IN_PROGRESS', 'COMMITTED'];
    let calls = 0;
    await waitForRevision(
      async () => ({ status: statuses[calls++] ?? 'COMMITTED', rollbackReason: null }),
      'id',
    );
    expect(calls).toBe(3);
  });

  it('throws a 503 with the import’s reason when it failed', async () => {
    const failing = waitForRevision(
      async () => ({ status: 'FAILED', rollbackReason: 'The file is damaged.' }),
      'id',
    );
    await expect(failing).rejects.toMatchObject({
      statusCode: 503,
      code: 'EDIT_NOT_SAVED',
      message: 'The file is damaged.',
    });
  });

  it('gives up after the timeout with a message saying to reload', async () => {
    const stuck = waitForRevision(async () => ({ status: 'IN_PROGRESS', rollbackReason: null }), 'id', 30);
    await expect(stuck).rejects.toBeInstanceOf(AppError);
    await expect(stuck).rejects.toThrow('Reload the project to see whether it was saved.');
  });
});
