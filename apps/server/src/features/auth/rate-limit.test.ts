import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../app';
import { createLocalBlobStore } from '../../blobs/local-blob-store';
import { parseConfig } from '../../config';
import { createTestDatabase } from '../../test/test-database';
import { ACCOUNTS_TEST_ENV, loginRequest } from './test-accounts';

describe('the per-IP login rate limit is shared by instances on one database', () => {
  const apps: FastifyInstance[] = [];
  let drop: () => Promise<void>;
  let dataDir: string;

  beforeAll(async () => {
    dataDir = await mkdtemp(join(tmpdir(), 'airlens-rate-'));
    const created = await createTestDatabase();
    drop = created.drop;
    const config = parseConfig({
      NODE_ENV: 'test',
      DATA_DIR: dataDir,
      LOG_LEVEL: 'silent',
      ...ACCOUNTS_TEST_ENV,
      LOGIN_RATE_LIMIT_PER_MINUTE: '3',
    });
    // Two apps (two instances' worth of in-process state) over the same database.
    for (let index = 0; index < 2; index += 1) {
      apps.push(
        await buildApp({
          config,
          database: created.database,
          blobs: createLocalBlobStore(join(dataDir, 'blobs')),
          logger: pino({ level: 'silent' }),
        }),
      );
    }
  });
  afterAll(async () => {
    for (const app of apps) {
      await app.close();
    }
    await drop();
    await rm(dataDir, { recursive: true, force: true });
  });

  it('answers 429 at the 4th attempt of one address when attempts alternate between instances', async () => {
    const statuses: number[] = [];
    for (let index = 0; index < 5; index += 1) {
      const app = apps[index % 2];
      if (app === undefined) {
        throw new Error('app missing');
      }
      statuses.push((await loginRequest(app, `spray-${index}@example.com`, 'password')).statusCode);
    }
    expect(statuses).toEqual([401, 401, 401, 429, 429]);
  });
});
