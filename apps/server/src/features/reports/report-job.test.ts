import type { BlobStore } from '../../blobs/blob-store';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestApp } from '../../test/test-app';
import { authHeaders, type TestSession } from '../auth/test-accounts';
import { getAs, importProject } from '../exports/exports.test-helpers';
import { createUploadsTestApp } from '../uploads/uploads.test-helpers';
import { PROJECT_GONE, reportFileKey, runReportJob, type ReportJobDeps } from './report-job';
import { loadRequester } from './report-requester';
import { buildReportProject } from './reports.test-helpers';
import { requestReport, type ReportsContext } from './reports.service';

let t: TestApp;
let owner: TestSession;
let projectId: string;

beforeAll(async () => {
  const world = await createUploadsTestApp();
  t = world.t;
  owner = world.session;
  projectId = await importProject(t, owner, buildReportProject());
}, 180_000);

afterAll(async () => {
  await t.close();
});

/** A queued report whose job has not run: the test runs it itself, with blobs that act part-way through. */
async function queuedReport(): Promise<string> {
  const context: ReportsContext = {
    config: t.config,
    database: t.database,
    blobs: t.blobs,
    logger: t.app.log as ReportsContext['logger'],
    now: () => new Date(),
    enqueueReport: async () => {},
  };
  const user = await loadRequester(t.database, owner.userId, new Date());
  if (user === null) {
    throw new Error('the owner has no account');
  }
  const { reportId } = await requestReport(context, user, projectId, { frequencyBands: ['TWO'] });
  return reportId;
}

/** The job's dependencies with blob reads and writes that first run `before`. */
function depsWith(hooks: {
  beforeGet?: () => Promise<void>;
  beforePut?: () => Promise<void>;
}): ReportJobDeps {
  const blobs: BlobStore = {
    ...t.blobs,
    get: async (key) => {
      await hooks.beforeGet?.();
      return t.blobs.get(key);
    },
    put: async (key, bytes) => {
      await hooks.beforePut?.();
      return t.blobs.put(key, bytes);
    },
    // A PDF is streamed into the store as it is written.
    putStream: async (key, body, maxBytes) => {
      await hooks.beforePut?.();
      return t.blobs.putStream(key, body, maxBytes);
    },
  };
  return {
    config: t.config,
    database: t.database,
    blobs,
    logger: t.app.log as ReportJobDeps['logger'],
    now: () => new Date(),
  };
}

function once(action: () => Promise<unknown>): () => Promise<void> {
  let done = false;
  return async () => {
    if (!done) {
      done = true;
      await action();
    }
  };
}

async function status(reportId: string) {
  return (await getAs(t, owner, `/reportapi/v1/reports/${reportId}`)).json<{
    status: string;
    error?: string;
  }>();
}

function cancel(reportId: string) {
  return t.app.inject({
    method: 'DELETE',
    url: `/reportapi/v1/reports/${reportId}`,
    headers: authHeaders(owner),
  });
}

describe('a report job', () => {
  it('cancelled while it gathers data leaves no file', async () => {
    const reportId = await queuedReport();
    await runReportJob(
      depsWith({ beforeGet: once(async () => expect((await cancel(reportId)).statusCode).toBe(204)) }),
      reportId,
    );
    expect(await status(reportId)).toMatchObject({ status: 'CANCELLED' });
    expect(await t.blobs.exists(reportFileKey(projectId, reportId, 'pdf'))).toBe(false);
    expect((await getAs(t, owner, `/reportapi/v1/reports/${reportId}/file`)).statusCode).toBe(409);
  });

  it('cancelled while its file is being written leaves no file either', async () => {
    const reportId = await queuedReport();
    await runReportJob(
      depsWith({ beforePut: once(async () => expect((await cancel(reportId)).statusCode).toBe(204)) }),
      reportId,
    );
    expect(await status(reportId)).toMatchObject({ status: 'CANCELLED' });
    expect(await t.blobs.exists(reportFileKey(projectId, reportId, 'pdf'))).toBe(false);
  });

  it('cancelled before it starts does nothing', async () => {
    const reportId = await queuedReport();
    expect((await cancel(reportId)).statusCode).toBe(204);
    await runReportJob(depsWith({}), reportId);
    expect(await status(reportId)).toMatchObject({ status: 'CANCELLED' });
    expect(await t.blobs.exists(reportFileKey(projectId, reportId, 'pdf'))).toBe(false);
  });

  it('on a project deleted meanwhile fails cleanly with a reason and no file', async () => {
    const reportId = await queuedReport();
    const deleteProject = once(async () => {
      await t.database.query(`UPDATE projects SET status = 'DELETE_REQUESTED' WHERE id = $1`, [projectId]);
    });
    try {
      await runReportJob(depsWith({ beforeGet: deleteProject }), reportId);
      const row = await t.database.query<{ status: string; error: string | null; file_key: string | null }>(
        'SELECT status, error, file_key FROM reports WHERE id = $1',
        [reportId],
      );
      expect(row.rows[0]).toEqual({ status: 'FAILED', error: PROJECT_GONE, file_key: null });
      expect(await t.blobs.exists(reportFileKey(projectId, reportId, 'pdf'))).toBe(false);
    } finally {
      await t.database.query(`UPDATE projects SET status = 'COMPLETED' WHERE id = $1`, [projectId]);
    }
  });

  it('on a project whose rows are gone ends without a trace', async () => {
    const reportId = await queuedReport();
    await t.database.query('DELETE FROM reports WHERE id = $1', [reportId]);
    await runReportJob(depsWith({}), reportId);
    expect(await t.blobs.exists(reportFileKey(projectId, reportId, 'pdf'))).toBe(false);
  });

  it('runs to DONE with its file when nothing interferes, and the retention sweep removes it after 30 days', async () => {
    const reportId = await queuedReport();
    await runReportJob(depsWith({}), reportId);
    expect(await status(reportId)).toMatchObject({ status: 'DONE' });
    const key = reportFileKey(projectId, reportId, 'pdf');
    expect(await t.blobs.exists(key)).toBe(true);
    const { sweepExpiredReports } = await import('./report-job');
    const in29Days = { ...depsWith({}), now: () => new Date(Date.now() + 29 * 86_400_000) };
    await sweepExpiredReports(in29Days);
    expect(await t.blobs.exists(key)).toBe(true);
    const in31Days = { ...depsWith({}), now: () => new Date(Date.now() + 31 * 86_400_000) };
    expect(await sweepExpiredReports(in31Days)).toBeGreaterThanOrEqual(1);
    expect(await t.blobs.exists(key)).toBe(false);
    expect((await getAs(t, owner, `/reportapi/v1/reports/${reportId}`)).statusCode).toBe(404);
  });
});
