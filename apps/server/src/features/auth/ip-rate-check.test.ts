import type { FastifyRequest } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../db/database';
import { createTestDatabase } from '../../test/test-database';
import { createIpRateCheck, type IpRateCheck } from './ip-rate-check';

/** What the check reads of a request: the client's address. */
function from(ip: string): FastifyRequest {
  return { ip } as FastifyRequest;
}

/** The status the check answers: 200 when it lets the request through, else the error's status. */
async function statusOf(check: IpRateCheck, ip: string, step: string): Promise<number> {
  try {
    await check(from(ip), step);
    return 200;
  } catch (error) {
    return (error as { statusCode?: number }).statusCode ?? 500;
  }
}

describe('the per-IP limit of the sign-in flows', () => {
  let database: Database;
  let drop: () => Promise<void>;
  const now = () => new Date('2026-11-27T10:00:00Z');
  const context = () => ({ database, now, config: { loginRateLimitPerMinute: 2 } });

  beforeAll(async () => {
    ({ database, drop } = await createTestDatabase());
  });
  afterAll(async () => {
    await drop();
  });

  it('answers 429 past the limit for one step from one address, and counts other steps, addresses and buckets apart', async () => {
    const check = createIpRateCheck(context(), 'test-flow-per-ip');
    const statuses = [
      await statusOf(check, '203.0.113.7', 'login'),
      await statusOf(check, '203.0.113.7', 'login'),
      await statusOf(check, '203.0.113.7', 'login'),
    ];
    expect(statuses).toEqual([200, 200, 429]);
    expect(await statusOf(check, '203.0.113.7', 'code')).toBe(200);
    expect(await statusOf(check, '198.51.100.4', 'login')).toBe(200);
    const other = createIpRateCheck(context(), 'other-flow-per-ip');
    expect(await statusOf(other, '203.0.113.7', 'login')).toBe(200);
  });

  it('shares the count between checks on one bucket, as instances on one database do', async () => {
    const first = createIpRateCheck(context(), 'shared-flow-per-ip');
    const second = createIpRateCheck(context(), 'shared-flow-per-ip');
    const statuses = [
      await statusOf(first, '192.0.2.9', 'start'),
      await statusOf(second, '192.0.2.9', 'start'),
      await statusOf(first, '192.0.2.9', 'start'),
    ];
    expect(statuses).toEqual([200, 200, 429]);
  });
});
