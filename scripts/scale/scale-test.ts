/**
 * `npm run test:scale`: Airlens scaled out for real (issue #21). Two `ROLE=web` and two `ROLE=worker`
 * processes on one fresh PostgreSQL database and one s3rver bucket show, with real HTTP calls:
 * (a) an upload initiated and committed on web A (bytes PUT straight to the bucket) is imported by a worker
 *     and served by web B; (b) a worker killed with SIGKILL mid-import is recovered by the other: one
 *     complete project, no rows or blobs of a half project; (c) a change on A is seen on B within a second,
 *     through B's in-process caches; (d) login lockouts and the per-IP login limit hold across instances.
 * Needs TEST_DATABASE_URL (a local PostgreSQL on 127.0.0.1:5432); skips with a message without it.
 */
import assert from 'node:assert/strict';
import { ListObjectsV2Command, S3Client } from '@aws-sdk/client-s3';
import { generateProject, writeEsx } from '@airlens/esx';
import { LOCKOUT_MESSAGE } from '@airlens/domain';
import { startCluster, type Cluster, type Instance } from './cluster';
import {
  call,
  createAccount,
  login,
  loginCounter,
  upload,
  uploadStatus,
  waitForFinalStatus,
  type Session,
} from './scale-client';

const LOGIN_LIMIT = 12;

function step(text: string): void {
  process.stdout.write(`  • ${text}\n`);
}

/** Polls `check` until true; fails when `deadlineMs` passes (the only timing any check here makes). */
async function within(deadlineMs: number, what: string, check: () => Promise<boolean>): Promise<void> {
  const deadline = Date.now() + deadlineMs;
  for (;;) {
    if (await check()) {
      return;
    }
    if (Date.now() > deadline) {
      throw new Error(`not within ${deadlineMs} ms: ${what}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
}

/** The worker whose log says it started the import job (pino JSON lines of jobs/job-queue.ts). */
function importJobHolders(workers: Instance[]): Instance[] {
  return workers.filter((worker) =>
    worker.logs.some((line) => line.includes('"job started"') && line.includes('"job":"esx-import"')),
  );
}

async function rowsOutsideProjects(cluster: Cluster): Promise<Record<string, number>> {
  const { rows: tables } = await cluster.database.query<{ table_name: string }>(
    `SELECT table_name FROM information_schema.columns
     WHERE table_schema = 'public' AND column_name = 'project_id' ORDER BY table_name`,
  );
  const orphans: Record<string, number> = {};
  for (const { table_name: table } of tables) {
    const { rows } = await cluster.database.query<{ n: string }>(
      `SELECT count(*) AS n FROM "${table}" WHERE project_id IS NOT NULL
         AND project_id::text NOT IN (SELECT id::text FROM projects)`,
    );
    const count = Number(rows[0]?.n ?? 0);
    // Uploads name the project they created or target; a rolled-back one may name none.
    if (count > 0 && table !== 'uploads') {
      orphans[table] = count;
    }
  }
  return orphans;
}

/** The project ids that own objects in the bucket (keys `<prefix>/projects/<id>/…`). */
async function projectIdsInBucket(cluster: Cluster): Promise<Set<string>> {
  const client = new S3Client({
    endpoint: cluster.s3.endpoint,
    region: 'us-east-1',
    forcePathStyle: true,
    credentials: { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' },
  });
  const ids = new Set<string>();
  let token: string | undefined;
  do {
    const page = await client.send(
      new ListObjectsV2Command({
        Bucket: cluster.bucket,
        Prefix: 'airlens/projects/',
        ContinuationToken: token,
      }),
    );
    for (const object of page.Contents ?? []) {
      const id = object.Key?.split('/')[2];
      if (id !== undefined) {
        ids.add(id);
      }
    }
    token = page.NextContinuationToken;
  } while (token !== undefined);
  client.destroy();
  return ids;
}

async function projectIds(cluster: Cluster): Promise<string[]> {
  const { rows } = await cluster.database.query<{ id: string }>(
    'SELECT id::text AS id FROM projects ORDER BY id',
  );
  return rows.map((row) => row.id);
}

async function uploadServedAcross(cluster: Cluster, [a, b]: [Instance, Instance], session: Session) {
  step('(a) upload through web A, presigned PUT to the bucket, imported by a worker, served by web B');
  const project = generateProject({ floors: 1, aps: 6, seed: 3 });
  const fileUploadId = await upload(a.url, session, writeEsx(project));
  const answer = await waitForFinalStatus(b.url, session, fileUploadId);
  assert.equal(answer.status, 'COMMITTED');
  const projectId = answer.projectId ?? '';
  const batch = await call(
    b.url,
    session,
    'GET',
    `/projectapi/v1/projects/${projectId}/batch?poTypes=ACCESS_POINT`,
  );
  assert.equal(batch.status, 200, await batch.clone().text());
  assert.equal(
    ((await batch.json()) as { accessPoints?: unknown[] }).accessPoints?.length,
    project.accessPoints.length,
  );
  const kpis = await call(b.url, session, 'GET', `/insightapi/v1/projects/${projectId}/kpis`);
  assert.equal(kpis.status, 200, await kpis.clone().text());
  assert.equal(importJobHolders(cluster.workers).length, 1, 'one worker ran the import');
  for (const web of cluster.webs) {
    assert.ok(!web.logs.some((line) => line.includes('"job started"')), `${web.name} ran no job`);
  }
  return projectId;
}

async function workerKilledMidImport(cluster: Cluster, [a, b]: [Instance, Instance], session: Session) {
  step('(b) a worker killed with SIGKILL mid-import; the other one recovers it');
  const bytes = writeEsx(
    generateProject({
      floors: 4,
      aps: 120,
      surveys: 8,
      scansPerSurvey: 1500,
      maxImagePixels: 1_000_000,
      seed: 9,
    }),
  );
  step(`    generated ${(bytes.byteLength / 1024 / 1024).toFixed(1)} MB`);
  for (const worker of cluster.workers) {
    worker.logs.length = 0;
  }
  const fileUploadId = await upload(a.url, session, bytes);
  let holder: Instance | undefined;
  await within(60_000, 'a worker starts the import', async () => {
    holder = importJobHolders(cluster.workers)[0];
    return holder !== undefined;
  });
  assert.ok(holder !== undefined);
  // Running, not finished: the kill lands inside the import.
  assert.equal((await uploadStatus(b.url, session, fileUploadId)).status !== 'COMMITTED', true);
  cluster.kill(holder);
  step(
    `    killed ${holder.name} while the upload was ${(await uploadStatus(b.url, session, fileUploadId)).status}`,
  );
  const survivor = cluster.workers.find((worker) => worker !== holder);
  assert.ok(survivor !== undefined);
  const answer = await waitForFinalStatus(b.url, session, fileUploadId, 120_000);
  assert.equal(answer.status, 'COMMITTED');
  assert.ok(
    survivor.logs.some((line) => line.includes('"job started"')),
    `${survivor.name} took the import over`,
  );
  return answer.projectId ?? '';
}

async function cachesAcrossInstances([a, b]: [Instance, Instance], session: Session, projectId: string) {
  step('(c) a rename on A is seen in B’s cached insights list within a second');
  const list = async () => (await call(b.url, session, 'GET', '/insightapi/v1/projects')).text();
  // Twice: the second answer comes from B's response cache.
  await list();
  assert.ok((await list()).includes(projectId));
  const newName = `Renamed on A ${Date.now()}`;
  const renamed = await call(a.url, session, 'PATCH', `/projectapi/v1/projects/${projectId}`, {
    name: newName,
  });
  assert.equal(renamed.status, 200, await renamed.clone().text());
  await within(1_000, 'B lists the new name', async () => (await list()).includes(newName));

  step('(c) a sign-out on A ends the session on B (which had it cached) within a second');
  const whoAmI = () => call(b.url, session, 'GET', '/userapi/v1/users/who-am-i');
  assert.equal((await whoAmI()).status, 200);
  assert.equal((await whoAmI()).status, 200);
  const signOut = await call(a.url, session, 'DELETE', '/authapi/v1/authentications');
  assert.ok(signOut.status === 200 || signOut.status === 204, `sign-out answered ${signOut.status}`);
  await within(1_000, 'B refuses the ended session', async () => (await whoAmI()).status === 401);
}

async function limitsAcrossInstances(cluster: Cluster, [a, b]: [Instance, Instance]) {
  step('(d) failed logins alternated between A and B lock the account at the 6th attempt');
  const account = await createAccount(cluster.database);
  const statuses: number[] = [];
  for (let attempt = 0; attempt < 5; attempt += 1) {
    statuses.push((await login((attempt % 2 === 0 ? a : b).url, account.email, 'wrong password')).status);
  }
  assert.deepEqual(statuses, [401, 401, 401, 401, 401]);
  const locked = await login(b.url, account.email, account.password);
  assert.equal(locked.status, 423);
  assert.ok(locked.body.includes(LOCKOUT_MESSAGE));

  step(`(d) the per-IP login limit (${LOGIN_LIMIT}/min) counts requests on A and B together`);
  const firstRefused = await (async () => {
    for (let turn = 0; turn < LOGIN_LIMIT * 2; turn += 1) {
      const { status } = await login((turn % 2 === 0 ? a : b).url, `spray-${turn}@example.com`, 'nope');
      if (status === 429) {
        return loginCounter.sent;
      }
    }
    return null;
  })();
  assert.equal(firstRefused, LOGIN_LIMIT + 1);
}

async function main(): Promise<void> {
  if (!process.env.TEST_DATABASE_URL) {
    process.stdout.write('TEST_DATABASE_URL is not set: skipping the multi-instance test (CI runs it).\n');
    return;
  }
  const started = Date.now();
  const cluster = await startCluster({
    webs: 2,
    workers: 2,
    basePort: 4340,
    env: { LOGIN_RATE_LIMIT_PER_MINUTE: String(LOGIN_LIMIT), IMPORT_RECOVERY_SECONDS: '2' },
  });
  try {
    const [a, b] = cluster.webs;
    assert.ok(a !== undefined && b !== undefined);
    step(`2 web + 2 worker instances ready in ${((Date.now() - started) / 1000).toFixed(0)} s`);
    const account = await createAccount(cluster.database);
    const signedIn = await login(a.url, account.email, account.password);
    assert.ok(signedIn.session !== null, signedIn.body);
    const session = signedIn.session;

    const first = await uploadServedAcross(cluster, [a, b], session);
    const second = await workerKilledMidImport(cluster, [a, b], session);
    assert.deepEqual(await projectIds(cluster), [first, second].sort(), 'exactly one project per upload');
    assert.deepEqual(await rowsOutsideProjects(cluster), {}, 'no rows of a half-written project');
    assert.deepEqual(
      [...(await projectIdsInBucket(cluster))].sort(),
      [first, second].sort(),
      'no blobs of a half-written project',
    );
    // Workers start with SEED_DEMO at its default (on): the only account is still the test's own.
    const { rows } = await cluster.database.query<{ n: string }>('SELECT count(*) AS n FROM users');
    assert.equal(Number(rows[0]?.n), 1, 'workers seeded no demo accounts');

    await cachesAcrossInstances([a, b], session, first);
    await limitsAcrossInstances(cluster, [a, b]);
    process.stdout.write(`Multi-instance test passed in ${((Date.now() - started) / 1000).toFixed(0)} s.\n`);
  } finally {
    await cluster.stop();
  }
}

main().catch((error: unknown) => {
  process.stderr.write(
    `Multi-instance test FAILED: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}\n`,
  );
  process.exit(1);
});
