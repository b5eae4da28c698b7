import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../app';
import { createLocalBlobStore } from '../../blobs/local-blob-store';
import { parseConfig } from '../../config';
import type { Database } from '../../db/database';
import { drainJobs } from '../../jobs/job-drain';
import { createTestDatabase } from '../../test/test-database';
import { ACCOUNTS_TEST_ENV } from './test-accounts';
import { insertUser } from '../users/users.repo';

// What the app did, in order: every SQL statement it sent and the moment each answer was handed over.
const events: string[] = [];
let app: FastifyInstance;
let database: Database;
let drop: () => Promise<void>;
let dataDir: string;
const KNOWN = 'known-answer-first@example.com';

beforeAll(async () => {
  dataDir = await mkdtemp(join(tmpdir(), 'airlens-answer-first-'));
  ({ database, drop } = await createTestDatabase());
  const recording: Database = {
    ...database,
    query: (text, params) => {
      events.push(`sql ${text.replace(/\s+/g, ' ').trim()}`);
      return database.query(text, params);
    },
  };
  app = await buildApp({
    config: parseConfig({ NODE_ENV: 'test', DATA_DIR: dataDir, LOG_LEVEL: 'silent', ...ACCOUNTS_TEST_ENV }),
    database: recording,
    blobs: createLocalBlobStore(join(dataDir, 'blobs')),
    logger: pino({ level: 'silent' }),
  });
  app.addHook('onSend', async (request, _reply, payload) => {
    events.push(`answer ${request.url}`);
    return payload;
  });
  await app.ready();
  const now = new Date();
  await insertUser(database, {
    id: '00000000-0000-4000-8000-00000000a001',
    email: KNOWN,
    name: 'Known',
    role: 'USER',
    orgId: null,
    orgAdmin: false,
    licenceId: null,
    eulaVersionConsent: null,
    passwordHash: null,
    emailVerifiedAt: now,
    now,
  });
});
afterAll(async () => {
  await app.close();
  await drop();
  await rm(dataDir, { recursive: true, force: true });
});

/** The statements sent before the answer to one request, and whether the account lookup came after it. */
async function answerOf(url: string, email: string, remoteAddress: string) {
  events.length = 0;
  const response = await app.inject({ method: 'POST', url, payload: { email }, remoteAddress });
  await app.inject({ method: 'GET', url: '/healthz' });
  const answerIndex = events.indexOf(`answer ${url}`);
  expect(answerIndex).toBeGreaterThanOrEqual(0);
  const before = events.slice(0, answerIndex).map((event) => event.replace(/'[^']*'/g, "''"));
  return { response, before, after: events.slice(answerIndex + 1) };
}

const lookupPattern = /FROM users u/;

async function mailSubjectsTo(email: string): Promise<string[]> {
  const { rows } = await database.query<{ subject: string }>(
    'SELECT subject FROM outbox WHERE to_address = $1',
    [email],
  );
  return rows.map((row) => row.subject);
}

describe.each([
  { url: '/userapi/v1/users/password-reset', subject: 'Reset your Airlens password', ip: '203.0.113' },
  { url: '/authapi/v1/authentications/otp', subject: 'Your Airlens sign-in code', ip: '198.51.100' },
])('$url', ({ url, subject, ip }) => {
  it('answers 202 before the account is looked up, along the same statements for known and unknown addresses', async () => {
    // A first request may also tidy the limits' table; the two compared below are alike in that.
    await answerOf(url, 'warm-up-answer-first@example.com', `${ip}.1`);
    await drainJobs(app);
    expect(events.some((event) => lookupPattern.test(event))).toBe(true);

    const known = await answerOf(url, KNOWN, `${ip}.2`);
    expect(known.response.statusCode).toBe(202);
    expect(known.before.some((event) => lookupPattern.test(event))).toBe(false);
    await drainJobs(app);
    expect(await mailSubjectsTo(KNOWN)).toContain(subject);
    expect(events.some((event) => lookupPattern.test(event))).toBe(true);

    const unknown = await answerOf(url, 'nobody-answer-first@example.com', `${ip}.3`);
    expect(unknown.response.statusCode).toBe(202);
    expect(unknown.response.body).toBe(known.response.body);
    expect(unknown.before).toEqual(known.before);
    await drainJobs(app);
    expect(events.some((event) => lookupPattern.test(event))).toBe(true);
    expect(await mailSubjectsTo('nobody-answer-first@example.com')).toEqual([]);
  });
});
