// Test helpers of the uploads feature (imported by *.test.ts files only).
import { randomUUID } from 'node:crypto';
import { generateProject, writeEsx, type GenerateOptions } from '@airlens/esx';
import type { AppDeps } from '../../app';
import type { BlobStore } from '../../blobs/blob-store';
import type { Database } from '../../db/database';
import { drainJobs } from '../../jobs/job-drain';
import { insertBareUser, insertCommittedUploadRow, insertOrganizationRow } from '../../test/factories.repo';
import {
  ACCOUNTS_TEST_ENV,
  authHeaders,
  createTestAccount,
  createTestOrg,
  signIn,
  type TestAccount,
  type TestSession,
} from '../auth/test-accounts';
import { createTestApp, type TestApp } from '../../test/test-app';

/** A small generated project as .esx bytes (deterministic per options). */
export function smallEsx(options: GenerateOptions = {}): Uint8Array {
  return writeEsx(
    generateProject({
      floors: 1,
      aps: 4,
      surveys: 2,
      scansPerSurvey: 40,
      maxImagePixels: 400,
      seed: 5,
      ...options,
    }),
  );
}

/** A test app with one organisation, a signed-in member and a signed-in member of another organisation. */
export async function createUploadsTestApp(
  options: { env?: Record<string, string>; deps?: Partial<AppDeps> } = {},
): Promise<{
  t: TestApp;
  orgId: string;
  account: TestAccount;
  session: TestSession;
  signInNew: (extra?: {
    orgId?: string;
    orgAdmin?: boolean;
  }) => Promise<{ account: TestAccount; session: TestSession }>;
}> {
  const t = await createTestApp({ env: { ...ACCOUNTS_TEST_ENV, ...options.env }, deps: options.deps });
  const orgId = await createTestOrg(t);
  const signInNew = async (extra: { orgId?: string; orgAdmin?: boolean } = {}) => {
    const account = await createTestAccount(t, {
      orgId: extra.orgId ?? orgId,
      orgAdmin: extra.orgAdmin ?? false,
    });
    return { account, session: await signIn(t.app, account) };
  };
  const { account, session } = await signInNew();
  return { t, orgId, account, session, signInNew };
}

/** Initiates an upload; answers the parsed body. */
export async function initiate(
  t: TestApp,
  session: TestSession,
  body: Record<string, unknown> = { fileName: 'site.esx', fileExtension: 'esx' },
) {
  const response = await t.app.inject({
    method: 'POST',
    url: '/esxfileapi/v1/projects/upload/initiate',
    headers: authHeaders(session),
    payload: body,
  });
  return response;
}

/** PUTs bytes to an upload URL. */
export function putContent(t: TestApp, session: TestSession, url: string, bytes: Uint8Array) {
  return t.app.inject({
    method: 'PUT',
    url,
    headers: { ...authHeaders(session), 'content-type': 'application/octet-stream' },
    payload: Buffer.from(bytes),
  });
}

/** Initiate, PUT and commit: answers the upload id. */
export async function uploadBytes(
  t: TestApp,
  session: TestSession,
  bytes: Uint8Array,
  body: Record<string, unknown> = { fileName: 'site.esx', fileExtension: 'esx' },
): Promise<string> {
  const started = await initiate(t, session, body);
  if (started.statusCode !== 200) {
    throw new Error(`initiate failed: ${started.statusCode} ${started.body}`);
  }
  const { url, fileUploadId } = started.json<{ url: string; fileUploadId: string }>();
  const put = await putContent(t, session, url, bytes);
  if (put.statusCode !== 200) {
    throw new Error(`put failed: ${put.statusCode} ${put.body}`);
  }
  const commit = await t.app.inject({
    method: 'POST',
    url: `/esxfileapi/v1/projects/upload/commit?fileUploadId=${fileUploadId}`,
    headers: authHeaders(session),
  });
  if (commit.statusCode !== 202) {
    throw new Error(`commit failed: ${commit.statusCode} ${commit.body}`);
  }
  return fileUploadId;
}

/** The status answer of an upload. */
export interface StatusAnswer {
  status: string;
  projectId: string | null;
  rollbackReason: string | null;
  projectName?: string | null;
}

function isFinal(answer: StatusAnswer): boolean {
  return answer.status === 'COMMITTED' || answer.status === 'ROLLED_BACK' || answer.status === 'FAILED';
}

async function readStatus(t: TestApp, session: TestSession, fileUploadId: string): Promise<StatusAnswer> {
  const response = await t.app.inject({
    method: 'GET',
    url: `/esxfileapi/v1/projects/upload/status?fileUploadId=${fileUploadId}`,
    headers: authHeaders(session),
  });
  return response.json<StatusAnswer>();
}

/** Runs the app's queue-less jobs to completion (drainJobs), then answers the upload's final status. */
export async function waitForFinalStatus(
  t: TestApp,
  session: TestSession,
  fileUploadId: string,
): Promise<StatusAnswer> {
  await drainJobs(t.app);
  const answer = await readStatus(t, session, fileUploadId);
  if (!isFinal(answer)) {
    throw new Error(`upload ${fileUploadId} is ${answer.status} after every job ran`);
  }
  return answer;
}

/** Polls the status until it is final: for an app whose imports run on a pg-boss queue, in the queue's time. */
export async function pollFinalStatus(
  t: TestApp,
  session: TestSession,
  fileUploadId: string,
): Promise<StatusAnswer> {
  for (let turn = 0; turn < 600; turn++) {
    const answer = await readStatus(t, session, fileUploadId);
    if (isFinal(answer)) {
      return answer;
    }
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error(`upload ${fileUploadId} did not finish`);
}

/** Row counts of every table an import writes, for one project (or all projects when null). */
export async function importedCounts(t: TestApp, projectId: string | null) {
  const count = async (table: string): Promise<number> => {
    const { rows } = await t.database.query<{ n: string | number }>(
      projectId === null
        ? `SELECT count(*) AS n FROM ${table}`
        : `SELECT count(*) AS n FROM ${table} WHERE project_id = $1`,
      projectId === null ? [] : [projectId],
    );
    return Number(rows[0]?.n ?? 0);
  };
  return {
    projects: Number(
      (
        await t.database.query<{ n: string }>(
          projectId === null
            ? 'SELECT count(*) AS n FROM projects'
            : 'SELECT count(*) AS n FROM projects WHERE id = $1',
          projectId === null ? [] : [projectId],
        )
      ).rows[0]?.n ?? 0,
    ),
    documents: await count('project_documents'),
    members: await count('project_members'),
    floorPlans: await count('floor_plans'),
    accessPoints: await count('access_points'),
    radios: await count('radios'),
    surveys: await count('surveys'),
    projectUsers: await count('project_users'),
  };
}

/** An organisation and a user straight in the database (service tests that do not go through HTTP). */
export async function seedUploader(
  database: Database,
  email = `u-${randomUUID().slice(0, 8)}@example.com`,
  orgId: string | null = null,
): Promise<{ orgId: string; userId: string; email: string }> {
  const org = orgId ?? (await insertOrganizationRow(database, { name: 'Service Test Org' }));
  const userId = await insertBareUser(database, { email, name: 'Uploader', orgId: org });
  return { orgId: org, userId, email };
}

/** A committed-for-import upload of `bytes` by `uploader`, as the commit endpoint leaves it. */
export async function seedUploadRow(
  database: Database,
  blobs: BlobStore,
  uploader: { orgId: string; userId: string; email: string },
  bytes: Uint8Array,
): Promise<string> {
  const uploadId = randomUUID();
  const key = `uploads/${uploadId}/content.esx`;
  await blobs.put(key, bytes);
  await insertCommittedUploadRow(database, {
    id: uploadId,
    orgId: uploader.orgId,
    userId: uploader.userId,
    userEmail: uploader.email,
    fileName: 'test.esx',
    contentKey: key,
    sizeBytes: bytes.length,
  });
  return uploadId;
}
