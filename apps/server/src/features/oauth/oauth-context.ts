import type { FastifyBaseLogger } from 'fastify';
import type Provider from 'oidc-provider';
import type { AppConfig } from '../../config';
import type { Database } from '../../db/database';
import { findAccountById } from '../auth/index';
import { createOAuthProvider, installProtocolAdjustments } from './oauth-provider';
import { resolveOAuthAccessToken, type OAuthContext } from './oauth.service';

/**
 * The authorization server of buildApp: oidc-provider on the database, its errors in the app's log. The library
 * (about 40 MB resident) is loaded and configured on the first OAuth call, not with the server; a failed start
 * is tried again on the next call.
 */
export function createOAuthContext(deps: {
  config: AppConfig;
  database: Database;
  now: () => Date;
  logger: FastifyBaseLogger;
}): OAuthContext {
  const { config, database } = deps;
  let started: Promise<Provider> | undefined;
  async function start(): Promise<Provider> {
    const provider = await createOAuthProvider({
      config,
      database,
      isActiveAccount: async (userId) => {
        const account = await findAccountById(database, userId);
        return account !== null && !account.isDisabled;
      },
    });
    installProtocolAdjustments(provider, { database, now: deps.now, publicUrl: config.publicUrl });
    // Only the error's name and message: the library's context holds codes and tokens.
    provider.on('server_error', (_ctx: unknown, error: Error) => {
      deps.logger.error({ errorName: error.name, errorMessage: error.message }, 'OAuth 2 server error');
    });
    return provider;
  }
  function provider(): Promise<Provider> {
    if (started === undefined) {
      const starting = start();
      started = starting;
      starting.catch(() => {
        if (started === starting) {
          started = undefined;
        }
      });
    }
    return started;
  }
  return { provider, database, publicUrl: config.publicUrl };
}

/**
 * The bearer resolver of OAuth 2 access tokens for the bearer middleware (http/bearer.ts): the grant of a live
 * token of this server, null for any other string.
 */
export function oauthAccessTokenResolver(context: OAuthContext) {
  return async function resolveOAuthBearer(token: string) {
    const bearer = await resolveOAuthAccessToken(context, token);
    if (bearer === null) {
      return null;
    }
    return {
      userId: bearer.userId,
      scopes: bearer.scopes,
      via: `oauth:${bearer.clientId}`,
      expiresAt: bearer.expiresAt,
    };
  };
}
