import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import pino from 'pino';
import { buildApp, type AppDeps } from '../app';
import type { BlobStore } from '../blobs/blob-store';
import { createLocalBlobStore } from '../blobs/local-blob-store';
import { parseConfig, type AppConfig } from '../config';
import type { Database } from '../db/database';
import { createTestDatabase } from './test-database';

export interface TestApp {
  app: FastifyInstance;
  database: Database;
  blobs: BlobStore;
  config: AppConfig;
  dataDir: string;
  databaseUrl?: string;
  close: () => Promise<void>;
}

/** buildApp() on a fresh database and a temp data dir; `env` overrides configuration, `deps` replaces parts. */
export async function createTestApp(
  options: { env?: Record<string, string>; deps?: Partial<AppDeps> } = {},
): Promise<TestApp> {
  const dataDir = await mkdtemp(join(tmpdir(), 'airlens-test-'));
  const { database, databaseUrl, drop } = await createTestDatabase();
  const config = parseConfig({ NODE_ENV: 'test', DATA_DIR: dataDir, LOG_LEVEL: 'silent', ...options.env });
  const blobs = createLocalBlobStore(join(dataDir, 'blobs'));
  const app = await buildApp({
    config,
    database,
    blobs,
    logger: pino({ level: 'silent' }),
    ...options.deps,
  });
  await app.ready();
  return {
    app,
    database,
    blobs,
    config,
    dataDir,
    ...(databaseUrl === undefined ? {} : { databaseUrl }),
    async close() {
      await app.close();
      await drop();
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}
