import type { FastifyInstance, InjectOptions } from 'fastify';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSignedInUser } from '../../test/factories';
import { buildApp } from '../../app';
import { createTestApp, type TestApp } from '../../test/test-app';
import { ABUSE_LIMIT_POLICY } from './abuse-limits.service';
import { ACCOUNTS_TEST_ENV, authHeaders, createTestClock, type TestSession } from './test-accounts';

const clock = createTestClock(new Date('2025-06-01T09:00:00Z'));
let t: TestApp;
let run = 0;

beforeAll(async () => {
  t = await createTestApp({
    env: { ...ACCOUNTS_TEST_ENV, LOGIN_RATE_LIMIT_PER_MINUTE: '1000' },
    deps: { now: clock.now },
  });
});
afterAll(async () => {
  await t.close();
});

/** One limited request: `target` picks the address (or user) it is about, `ip` the client's address. */
type LimitedRequest = (target: number, ip: string) => Promise<InjectOptions>;

interface Limited {
  name: string;
  /** The status a request below the limits answers. */
  okStatus: number;
  /** Builds a request factory whose targets are fresh for this test. */
  prepare: () => Promise<LimitedRequest>;
}

function freshTag(): string {
  run += 1;
  return `${run}-${Date.now().toString(36)}`;
}

const mailed =
  (url: string, extra: Record<string, string> = {}) =>
  async (): Promise<LimitedRequest> => {
    const tag = freshTag();
    return (target, ip) =>
      Promise.resolve({
        method: 'POST',
        url,
        remoteAddress: ip,
        payload: { email: `target-${target}-${tag}@example.com`, ...extra },
      });
  };

/** Requests of a signed-in user, one user per target: `path` after /userapi/v1/users/{userId}, and the body. */
const signedIn = (path: string, payload: Record<string, string>) => async (): Promise<LimitedRequest> => {
  const sessions = new Map<number, TestSession>();
  return async (target, ip) => {
    let session = sessions.get(target);
    if (session === undefined) {
      session = (await createSignedInUser(t, { product: null })).session;
      sessions.set(target, session);
    }
    return {
      method: 'PUT',
      url: `/userapi/v1/users/${session.userId}${path}`,
      remoteAddress: ip,
      headers: authHeaders(session),
      payload,
    };
  };
};

const LIMITED: Limited[] = [
  {
    name: 'registration',
    okStatus: 201,
    prepare: mailed('/userapi/v1/users', { name: 'Someone', password: 'long enough secret' }),
  },
  { name: 'password-reset requests', okStatus: 202, prepare: mailed('/userapi/v1/users/password-reset') },
  { name: 'one-time-code requests', okStatus: 202, prepare: mailed('/authapi/v1/authentications/otp') },
  // A wrong key answers 400 while under the limits, 429 past them.
  {
    name: 'licence activation',
    okStatus: 400,
    prepare: signedIn('/license', { licenseKey: 'NOT-A-REAL-KEY' }),
  },
  // A wrong current password answers 400 while under the limits, 429 past them: no guessing past the lockout.
  {
    name: 'password changes',
    okStatus: 400,
    prepare: signedIn('', { password: 'a brand new secret', currentPassword: 'a wrong guess' }),
  },
];

/** Builds requests one after another: a target's session is created once, by its first request. */
async function buildAll(count: number, build: (index: number) => Promise<InjectOptions>) {
  const requests: InjectOptions[] = [];
  for (let index = 0; index < count; index += 1) {
    requests.push(await build(index));
  }
  return requests;
}

async function statusesOf(app: FastifyInstance, requests: InjectOptions[]) {
  const answers = [];
  for (const request of requests) {
    answers.push(await app.inject(request));
  }
  return answers;
}

describe.each(LIMITED)('$name', ({ okStatus, prepare }) => {
  it('answers 429 with Retry-After at the 11th request from one client', async () => {
    const request = await prepare();
    const ip = '203.0.113.1';
    const requests = await buildAll(11, (index) => request(index, ip));
    const answers = await statusesOf(t.app, requests);
    expect(answers.slice(0, 10).map((answer) => answer.statusCode)).toEqual(Array(10).fill(okStatus));
    const refused = answers[10];
    expect(refused?.statusCode).toBe(429);
    expect(refused?.json()).toEqual({ message: 'Too many requests, please try again later.' });
    expect(refused?.headers['retry-after']).toBe(String(ABUSE_LIMIT_POLICY.windowMs / 1000));
    // Another client is not held back by this one.
    expect((await t.app.inject(await request(11, '198.51.100.200'))).statusCode).toBe(okStatus);
  });

  it('answers 429 with Retry-After at the 6th request for one target, whatever the client', async () => {
    const request = await prepare();
    const requests = await buildAll(6, (index) => request(0, `192.0.2.${index + 1}`));
    const answers = await statusesOf(t.app, requests);
    expect(answers.slice(0, 5).map((answer) => answer.statusCode)).toEqual(Array(5).fill(okStatus));
    expect(answers[5]?.statusCode).toBe(429);
    expect(Number(answers[5]?.headers['retry-after'])).toBeGreaterThan(0);
    // Another target from the same clients goes through.
    expect((await t.app.inject(await request(1, '192.0.2.1'))).statusCode).toBe(okStatus);
  });
});

describe('profile updates', () => {
  it('are not counted as password changes when they set no password', async () => {
    const request = signedIn('', { name: 'Renamed' });
    const build = await request();
    const answers = await statusesOf(t.app, await buildAll(12, () => build(0, '203.0.113.77')));
    expect(answers.map((answer) => answer.statusCode)).toEqual(Array(12).fill(200));
  });
});

describe('the window', () => {
  it('slides: Retry-After is the wait until the oldest counted request ages out, then one more goes through', async () => {
    const request = await LIMITED[1]?.prepare();
    if (request === undefined) {
      throw new Error('no password-reset entry');
    }
    const ip = '203.0.113.250';
    expect((await t.app.inject(await request(0, ip))).statusCode).toBe(202);
    clock.advanceMinutes(10);
    for (let index = 1; index < 10; index += 1) {
      expect((await t.app.inject(await request(index, ip))).statusCode).toBe(202);
    }
    const refused = await t.app.inject(await request(10, ip));
    expect(refused.statusCode).toBe(429);
    expect(refused.headers['retry-after']).toBe(String(5 * 60));
    clock.advanceMinutes(5);
    expect((await t.app.inject(await request(11, ip))).statusCode).toBe(202);
    expect((await t.app.inject(await request(12, ip))).statusCode).toBe(429);
  });

  it('does not overshoot under concurrent requests: exactly 10 of 15 go through', async () => {
    const request = await LIMITED[2]?.prepare();
    if (request === undefined) {
      throw new Error('no one-time-code entry');
    }
    const requests = await buildAll(15, (index) => request(index, '203.0.113.252'));
    const answers = await Promise.all(requests.map((options) => t.app.inject(options)));
    const statuses = answers.map((answer) => answer.statusCode);
    expect(statuses.filter((status) => status === 202)).toHaveLength(10);
    expect(statuses.filter((status) => status === 429)).toHaveLength(5);
  });

  it('counts an IPv6 client by its /64 network', async () => {
    const request = await LIMITED[2]?.prepare();
    if (request === undefined) {
      throw new Error('no one-time-code entry');
    }
    const statuses: number[] = [];
    for (let index = 0; index < 11; index += 1) {
      const answer = await t.app.inject(await request(index, `2001:db8:aa:bb::${(index + 1).toString(16)}`));
      statuses.push(answer.statusCode);
    }
    expect(statuses).toEqual([...Array<number>(10).fill(202), 429]);
  });
});

describe('two instances', () => {
  it('share one count through the database', async () => {
    const second = await buildApp({
      config: t.config,
      database: t.database,
      blobs: t.blobs,
      logger: pino({ level: 'silent' }),
      now: clock.now,
    });
    await second.ready();
    try {
      const request = await LIMITED[1]?.prepare();
      if (request === undefined) {
        throw new Error('no password-reset entry');
      }
      const ip = '203.0.113.251';
      const statuses: number[] = [];
      for (let index = 0; index < 11; index += 1) {
        const app = index % 2 === 0 ? t.app : second;
        statuses.push((await app.inject(await request(index, ip))).statusCode);
      }
      expect(statuses).toEqual([...Array<number>(10).fill(202), 429]);
      const perTarget: number[] = [];
      for (let index = 0; index < 6; index += 1) {
        const app = index % 2 === 0 ? second : t.app;
        perTarget.push((await app.inject(await request(100, `198.51.100.${index + 1}`))).statusCode);
      }
      expect(perTarget).toEqual([...Array<number>(5).fill(202), 429]);
    } finally {
      await second.close();
    }
  });
});
