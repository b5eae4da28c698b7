/**
 * `npm run bench -- scale [--uploads N]`: imports per minute of one and of two `ROLE=worker` processes behind
 * one `ROLE=web` (PostgreSQL + s3rver, the harness of `npm run test:scale`). N uploads (12 by default) are
 * committed through the web instance at once; the figure is N over the time from the first commit until
 * every upload is COMMITTED. Needs the local PostgreSQL server (127.0.0.1:5432). Writes bench/results/scale.json.
 */
import { spawnSync } from 'node:child_process';
import { cpus } from 'node:os';
import { generateProject, writeEsx } from '@airlens/esx';
import { startCluster } from '../scripts/scale/cluster';
import { createAccount, login, upload, waitForFinalStatus } from '../scripts/scale/scale-client';
import { isPostgresReachable } from '../scripts/local-postgres';
import { writeBenchResult } from './lib/results';

async function uploadsPerMinute(workers: number, files: Uint8Array[]): Promise<number> {
  const cluster = await startCluster({ webs: 1, workers, basePort: 4344, entry: 'dist' });
  try {
    const web = cluster.webs[0];
    if (web === undefined) {
      throw new Error('no web instance');
    }
    const account = await createAccount(cluster.database);
    const { session, body } = await login(web.url, account.email, account.password);
    if (session === null) {
      throw new Error(`sign-in failed: ${body}`);
    }
    const started = performance.now();
    const ids = await Promise.all(files.map((bytes) => upload(web.url, session, bytes)));
    const answers = await Promise.all(ids.map((id) => waitForFinalStatus(web.url, session, id, 600_000)));
    const elapsedMs = performance.now() - started;
    const failed = answers.filter((answer) => answer.status !== 'COMMITTED');
    if (failed.length > 0) {
      throw new Error(`${failed.length} uploads did not commit: ${JSON.stringify(failed)}`);
    }
    return Math.round((files.length / (elapsedMs / 60_000)) * 10) / 10;
  } finally {
    await cluster.stop();
  }
}

export async function runBench(args: string[]): Promise<void> {
  const flag = args.indexOf('--uploads');
  const count = flag >= 0 ? Number(args[flag + 1]) : 12;
  if (!Number.isInteger(count) || count < 1) {
    throw new Error('--uploads must be a positive integer');
  }
  if (!(await isPostgresReachable())) {
    throw new Error('the scale bench needs PostgreSQL on 127.0.0.1:5432 (user postgres)');
  }
  // Measured on the production bundle, built from the current sources first.
  if (spawnSync('npm', ['run', 'build', '-w', 'apps/server'], { stdio: 'inherit' }).status !== 0) {
    throw new Error('server build failed');
  }
  // Distinct projects of a realistic small size (one floor, 30 APs, 4 surveys).
  const files = Array.from({ length: count }, (_, index) =>
    writeEsx(generateProject({ floors: 1, aps: 30, surveys: 4, scansPerSurvey: 300, seed: 100 + index })),
  );
  const fileMb = files.reduce((sum, bytes) => sum + bytes.byteLength, 0) / count / 1024 / 1024;
  process.stdout.write(`scale: ${count} uploads of ${fileMb.toFixed(2)} MB each\n`);
  const oneWorker = await uploadsPerMinute(1, files);
  process.stdout.write(`  one worker:  ${oneWorker} uploads/min\n`);
  const twoWorkers = await uploadsPerMinute(2, files);
  process.stdout.write(`  two workers: ${twoWorkers} uploads/min\n`);
  const path = writeBenchResult('scale', {
    uploadsPerMinute: { oneWorker, twoWorkers },
    ratio: Math.round((twoWorkers / oneWorker) * 100) / 100,
    uploads: count,
    fileMb: Math.round(fileMb * 100) / 100,
    setup:
      '1 ROLE=web + N ROLE=worker (apps/server/dist, IMPORT_CONCURRENCY=1 each), PostgreSQL, s3rver, direct presigned PUTs',
    cores: cpus().length,
    measuredAt: new Date().toISOString(),
  });
  process.stdout.write(`wrote ${path}\n`);
}
