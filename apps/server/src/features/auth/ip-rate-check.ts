import type { FastifyRequest } from 'fastify';
import type { Database } from '../../db/database';
import { tooManyRequests } from '../../http/errors';
import { createRateLimiter } from './rate-limit';

/** A check in front of one step of an unauthenticated flow; throws 429 once the client IP is over the limit. */
export type IpRateCheck = (request: FastifyRequest, step: string) => Promise<void>;

/**
 * The per-client-IP limit of the sign-in flows (password and code sign-in, single sign-on, guest access to a
 * secure view): `loginRateLimitPerMinute` requests a minute per step and IP, counted in `bucket` of the shared
 * database table, so it holds across instances.
 */
export function createIpRateCheck(
  context: { database: Database; now: () => Date; config: { loginRateLimitPerMinute: number } },
  bucket: string,
): IpRateCheck {
  const limiter = createRateLimiter({
    database: context.database,
    bucket,
    limit: context.config.loginRateLimitPerMinute,
    windowMs: 60_000,
    now: context.now,
  });
  return async (request, step) => {
    if (!(await limiter.hit(`${step}:${request.ip}`))) {
      throw tooManyRequests();
    }
  };
}
