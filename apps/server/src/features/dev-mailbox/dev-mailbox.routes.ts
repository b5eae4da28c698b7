import { devMailboxEndpoints } from '@airlens/contract';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { routeOf } from '../../http/contract-route';
import { notFound } from '../../http/errors';
import { isLoopbackRequest } from '../../http/loopback';
import { listOutboxMails, type OutboxMail } from '../../mail/outbox.repo';
import type { AccountsContext } from '../auth';
import { renderMailboxPage } from './mailbox-page';

/**
 * Development only: the outbox as a page (/dev/mailbox) and as JSON for end-to-end tests; absent in production.
 * It holds every reset link and one-time code, so only clients on this machine may read it (404 to others).
 */
export function devMailboxRoutes(context: AccountsContext) {
  return async function register(app: FastifyInstance): Promise<void> {
    if (context.config.isProduction) {
      return;
    }
    const typed = app.withTypeProvider<ZodTypeProvider>();
    typed.addHook('onRequest', async (request) => {
      if (!isLoopbackRequest(request)) {
        throw notFound('Not Found');
      }
    });
    const list = (to: string | undefined, limit: number): Promise<OutboxMail[]> =>
      listOutboxMails(context.database, { ...(to === undefined ? {} : { to }), limit });

    typed.route({
      ...routeOf(devMailboxEndpoints.getMailboxPage),
      handler: async (request, reply) =>
        reply
          .header('Cache-Control', 'no-store')
          .type('text/html; charset=utf-8')
          .send(renderMailboxPage(await list(request.query.to, 100), context.config.smtpUrl !== undefined)),
    });

    typed.route({
      ...routeOf(devMailboxEndpoints.listMailboxMails),
      handler: async (request, reply) =>
        reply
          .header('Cache-Control', 'no-store')
          .send({ mails: await list(request.query.to, request.query.limit) }),
    });
  };
}
