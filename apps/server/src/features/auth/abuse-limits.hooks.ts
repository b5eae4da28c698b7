import type { FastifyReply, FastifyRequest } from 'fastify';
import { tooManyRequests } from '../../http/errors';
import type { AbuseLimitedAction, AbuseLimits } from './abuse-limits.service';
import { normalizeEmail } from './credentials';

/**
 * A preHandler that counts the request against `action`'s limits for its client and for the target that
 * `targetOf` names (it runs after validation, so the body is parsed); over a limit it answers 429 with
 * `Retry-After` in seconds.
 */
export function limitAbuse(
  limits: AbuseLimits,
  action: AbuseLimitedAction,
  targetOf: (request: FastifyRequest) => string,
) {
  return async function limitAbuseHandler(request: FastifyRequest, reply: FastifyReply): Promise<void> {
    const retryAfterSeconds = await limits.hit(action, { clientIp: request.ip, target: targetOf(request) });
    if (retryAfterSeconds !== null) {
      reply.header('Retry-After', String(retryAfterSeconds));
      throw tooManyRequests();
    }
  };
}

/** The target of a request whose validated body names an `email`: the normalised address (the login key). */
export function emailTargetOf(request: FastifyRequest): string {
  const body: unknown = request.body;
  const email =
    typeof body === 'object' && body !== null && 'email' in body && typeof body.email === 'string'
      ? body.email
      : '';
  return normalizeEmail(email);
}

/** The target of a signed-in request: the caller (run after requireUser). */
export function callerTargetOf(request: FastifyRequest): string {
  return request.user?.userId ?? `anonymous:${request.ip}`;
}
