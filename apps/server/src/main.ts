import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { buildApp } from './app';
import { openBlobStore } from './blobs/open-blob-store';
import { parseConfig } from './config';
import { openChangeNotices } from './db/change-notices';
import type { Database } from './db/database';
import { DataDirLockedError } from './db/lock';
import { migrate } from './db/migrate';
import { openConfiguredDatabase } from './db/open-database';
import { startJobQueue, type JobQueue } from './jobs/job-queue';
import { createLogger } from './logger';
import { createOutboxMailer, createSmtpMailer } from './mail/mailer';
import { seedDemoData, type DemoAccount } from './seed/demo-seed';
import { DEMO_SEED_STEPS } from './seed/seed-steps';
import { buildWorkerApp } from './worker-app';

const here = dirname(fileURLToPath(import.meta.url));

function printBanner(config: ReturnType<typeof parseConfig>, accounts: DemoAccount[]): void {
  const url = config.publicUrl;
  const lines = [`\n  Airlens is running at ${url} (listening on ${config.host}:${config.port})\n`];
  if (!config.isProduction && config.smtpUrl === undefined) {
    lines.push(
      `  Mail goes to the development outbox at ${url}/dev/mailbox, served only to this machine (loopback).`,
      '',
    );
  }
  if (accounts.length > 0) {
    lines.push('  Demo accounts (seeded just now):');
    for (const account of accounts) {
      lines.push(`    ${account.email.padEnd(36)} ${account.password.padEnd(18)} ${account.shows}`);
    }
    lines.push('');
  }
  process.stdout.write(`${lines.join('\n')}\n`);
}

async function main(): Promise<void> {
  const config = parseConfig(process.env);
  const logger = createLogger(config.logLevel);
  let opened: { database: Database; release: () => void };
  try {
    opened = await openConfiguredDatabase(config, logger);
  } catch (error) {
    if (error instanceof DataDirLockedError) {
      process.stderr.write(`\nAirlens cannot start: ${error.message}\n\n`);
      process.exit(1);
    }
    throw error;
  }
  const { database } = opened;
  const applied = await migrate(database);
  if (applied.length > 0) {
    logger.info({ applied }, 'database migrated');
  }
  const blobs = openBlobStore(config.blobUrl, config.s3);
  // A missing bucket stops start-up with a message naming BLOB_URL, not the first upload with a 500.
  await blobs.verify?.();
  const jobs: JobQueue = await startJobQueue({ database, databaseUrl: config.databaseUrl, logger });
  // Several instances share PostgreSQL: in-process caches hear each other's changes (db/change-notices.ts).
  const notices =
    database.kind === 'postgres' && config.databaseUrl !== undefined
      ? await openChangeNotices(config.databaseUrl, logger)
      : undefined;
  const mailer =
    config.smtpUrl === undefined
      ? createOutboxMailer(database, logger)
      : createSmtpMailer(config.smtpUrl, config.mailFrom);
  const deps = {
    mailer,
    config: { ...config, webDistDir: config.webDistDir ?? resolve(here, '../../web/dist') },
    database,
    blobs,
    logger,
    jobs,
    ...(notices === undefined ? {} : { notices }),
  };
  const isWorker = config.role === 'worker';
  // A worker runs jobs and answers only health checks; web instances (and ROLE=all) seed the demo data.
  const app = isWorker ? await buildWorkerApp(deps) : await buildApp(deps);
  const accounts =
    config.seedDemo && !isWorker
      ? await seedDemoData({ config, database, blobs, logger, jobs }, DEMO_SEED_STEPS)
      : [];

  let isStopping = false;
  async function shutdown(signal: string): Promise<void> {
    if (isStopping) {
      return;
    }
    isStopping = true;
    logger.info({ signal }, 'shutting down: finishing requests and running jobs');
    await app.close();
    await jobs.stop();
    await notices?.close();
    await database.close();
    opened.release();
    process.exit(0);
  }
  // A rejected promise nobody awaited (a background task, a job's failure path) is a bug to log, never a
  // reason to take every user's requests down with it.
  process.on('unhandledRejection', (reason) => {
    logger.error({ err: reason }, 'unhandled promise rejection (the process keeps serving)');
  });
  process.on('SIGTERM', () => void shutdown('SIGTERM'));
  process.on('SIGINT', () => void shutdown('SIGINT'));

  if (isWorker) {
    await app.listen({ host: config.host, port: config.workerHealthPort });
    process.stdout.write(
      `\n  Airlens worker is running jobs (health on ${config.host}:${config.workerHealthPort}/readyz)\n\n`,
    );
    return;
  }
  await app.listen({ host: config.host, port: config.port });
  printBanner(config, accounts);
}

main().catch((error: unknown) => {
  process.stderr.write(
    `Airlens failed to start: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}\n`,
  );
  process.exit(1);
});
