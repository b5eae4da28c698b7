import type { FastifyReply, FastifyRequest } from 'fastify';
import { tooManyRequests } from '../../http/errors';
import type { AbuseLimitedAction, AbuseLimits } from './abuse-limits.service';
import { normalizeEmail } from './credentials';

/**
 * A preHandler that counts the request against `action`'s limits for its client and for the target that
 * `targetOf` names (it runs after validation, so the body is parsed); over a limit it answers 429 with
 * `Retry-After` in seconds. A null target means the request does not do the limited thing and is not counted.
 */
export function limitAbuse(
  limits: AbuseLimits,
  action: AbuseLimitedAction,
  targetOf: (request: FastifyRequest) => string | null,
) {
  return async function limitAbuseHandler(request: FastifyRequest, reply: FastifyReply): Promise<void> {
    const target = targetOf(request);
    if (target === null) {
      return;
    }
    const retryAfterSeconds = await limits.hit(action, { clientIp: request.ip, target });
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

/**
 * The caller, when the validated body sets a new password (so checks the current one): otherwise, as for a
 * name or EULA change, null. Without this limit a stolen session could guess the password past the login lockout.
 */
export function passwordChangeTargetOf(request: FastifyRequest): string | null {
  const body: unknown = request.body;
  const isPasswordChange = typeof body === 'object' && body !== null && 'password' in body;
  return isPasswordChange ? callerTargetOf(request) : null;
}
