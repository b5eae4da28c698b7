import { isIPv4, isIPv6 } from 'node:net';
import type { Database } from '../../db/database';
import { pruneRateLimitHits, recordRateLimitHit } from './rate-limits.repo';

/**
 * Requests that mail someone or probe secrets: each is limited per client network and per target (the
 * address mailed, or the user activating a key or checking their current password) in a 15-minute sliding window, in the database so every
 * instance shares the count (ASVS 2.4.1: anti-automation on functions that can be abused).
 */
export const ABUSE_LIMIT_POLICY = { windowMs: 15 * 60_000, perClient: 10, perTarget: 5 } as const;

export type AbuseLimitedAction =
  'registration' | 'password-reset' | 'login-otp' | 'licence-activation' | 'password-change';

/** Counts abusable requests; a refusal says how long until the next one would be let through. */
export interface AbuseLimits {
  /** Counts one request; null when it may go on, otherwise the seconds to wait (the Retry-After value). */
  hit(action: AbuseLimitedAction, request: { clientIp: string; target: string }): Promise<number | null>;
}

function expandIpv6(address: string): string[] {
  const [head = '', tail] = address.split('::');
  const left = head === '' ? [] : head.split(':');
  const right = tail === undefined || tail === '' ? [] : tail.split(':');
  const missing = tail === undefined ? 0 : 8 - left.length - right.length;
  return [...left, ...Array.from({ length: missing }, () => '0'), ...right];
}

/**
 * The client key of an address: an IPv4 address itself (IPv4-mapped IPv6 included), and the /64 network of
 * any other IPv6 address, because one subscriber usually holds a whole /64 and could rotate through it.
 */
export function clientNetworkKey(ip: string): string {
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(ip);
  if (mapped?.[1] !== undefined) {
    return mapped[1];
  }
  if (isIPv4(ip) || !isIPv6(ip)) {
    return ip;
  }
  const groups = expandIpv6(ip.split('%')[0] ?? ip).slice(0, 4);
  return `${groups.map((group) => Number.parseInt(group, 16).toString(16)).join(':')}::/64`;
}

function retryAfterSeconds(oldestHitAt: Date | null, now: Date): number {
  if (oldestHitAt === null) {
    return Math.ceil(ABUSE_LIMIT_POLICY.windowMs / 1000);
  }
  const waitMs = oldestHitAt.getTime() + ABUSE_LIMIT_POLICY.windowMs - now.getTime();
  return Math.max(1, Math.ceil(waitMs / 1000));
}

/** Builds the database-backed limits; expired keys are pruned at most once a window per process. */
export function createAbuseLimits(deps: { database: Database; now: () => Date }): AbuseLimits {
  let prunedAtMs = Number.NEGATIVE_INFINITY;
  return {
    async hit(action, request) {
      const now = deps.now();
      const { windowMs, perClient, perTarget } = ABUSE_LIMIT_POLICY;
      if (now.getTime() - prunedAtMs >= windowMs) {
        prunedAtMs = now.getTime();
        await pruneRateLimitHits(deps.database, new Date(now.getTime() - windowMs));
      }
      // The client first: a sprayer over many addresses is stopped before it counts against their owners.
      const checks = [
        { bucket: `${action}:client`, key: clientNetworkKey(request.clientIp), limit: perClient },
        { bucket: `${action}:target`, key: request.target, limit: perTarget },
      ];
      for (const check of checks) {
        const hit = await recordRateLimitHit(deps.database, { ...check, now, windowMs });
        if (!hit.isAllowed) {
          return retryAfterSeconds(hit.oldestHitAt, now);
        }
      }
      return null;
    },
  };
}
