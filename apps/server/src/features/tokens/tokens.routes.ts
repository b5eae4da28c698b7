import { tokensEndpoints, type AccessTokenScope } from '@airlens/contract';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { routeOf } from '../../http/contract-route';
import { conflict, notFound } from '../../http/errors';
import { requireUser, userOf } from '../../http/session';
import type { PersonalAccessToken } from './tokens.repo';
import {
  createPersonalAccessToken,
  listPersonalAccessTokens,
  MAX_TOKENS_PER_USER,
  revokePersonalAccessToken,
  type TokensDeps,
} from './tokens.service';

function present(token: PersonalAccessToken) {
  return {
    id: token.id,
    name: token.name,
    scopes: token.scopes as AccessTokenScope[],
    createdAt: token.createdAt.toISOString(),
    expiresAt: token.expiresAt?.toISOString() ?? null,
    lastUsedAt: token.lastUsedAt?.toISOString() ?? null,
  };
}

/** The caller's own id from the path; another user's tokens are not there for it (404). */
function ownUserId(request: FastifyRequest, userId: string): string {
  const user = userOf(request);
  if (user.userId !== userId) {
    throw notFound();
  }
  return user.userId;
}

/**
 * Personal access tokens under /userapi/v1/users/{userId}/tokens: browser sessions only (bearer-scopes.ts
 * keeps tokens away from minting tokens); the secret is in the POST answer and nowhere else.
 */
export function tokensRoutes(deps: TokensDeps) {
  return async function register(app: FastifyInstance): Promise<void> {
    const typed = app.withTypeProvider<ZodTypeProvider>();

    typed.route({
      ...routeOf(tokensEndpoints.listPersonalAccessTokens),
      preHandler: requireUser(),
      handler: async (request) => {
        const tokens = await listPersonalAccessTokens(deps, ownUserId(request, request.params.userId));
        return tokens.map(present);
      },
    });

    typed.route({
      ...routeOf(tokensEndpoints.createPersonalAccessToken),
      preHandler: requireUser(),
      handler: async (request, reply) => {
        const userId = ownUserId(request, request.params.userId);
        const created = await createPersonalAccessToken(deps, userId, request.body);
        if (created === 'tooMany') {
          throw conflict(`You already have ${MAX_TOKENS_PER_USER} tokens; revoke one first.`);
        }
        request.log.info({ tokenId: created.record.id, userId }, 'personal access token created');
        return reply.status(201).send({ ...present(created.record), token: created.token });
      },
    });

    typed.route({
      ...routeOf(tokensEndpoints.revokePersonalAccessToken),
      preHandler: requireUser(),
      handler: async (request, reply) => {
        const userId = ownUserId(request, request.params.userId);
        if (!(await revokePersonalAccessToken(deps, userId, request.params.tokenId))) {
          throw notFound();
        }
        request.log.info({ tokenId: request.params.tokenId, userId }, 'personal access token revoked');
        return reply.status(204).send(null);
      },
    });
  };
}
