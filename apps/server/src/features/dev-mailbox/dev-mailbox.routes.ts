import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { notFound } from '../../http/errors';
import { isLoopbackRequest } from '../../http/loopback';
import { listOutboxMails, type OutboxMail } from '../../mail/outbox.repo';
import type { AccountsContext } from '../auth/accounts-context';
import { renderMailboxPage } from './mailbox-page';

const outboxMailSchema = z.object({
  id: z.number(),
  to: z.string(),
  subject: z.string(),
  text: z.string(),
  html: z.string().nullable(),
  createdAt: z.string(),
});

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

    typed.get(
      '/dev/mailbox',
      { schema: { hide: true, querystring: z.object({ to: z.string().max(320).optional() }) } },
      async (request, reply) =>
        reply
          .header('Cache-Control', 'no-store')
          .type('text/html; charset=utf-8')
          .send(renderMailboxPage(await list(request.query.to, 100), context.config.smtpUrl !== undefined)),
    );

    typed.get(
      '/dev/mailbox.json',
      {
        schema: {
          hide: true,
          querystring: z.object({
            to: z.string().max(320).optional(),
            limit: z.coerce.number().int().min(1).max(100).default(20),
          }),
          response: { 200: z.object({ mails: z.array(outboxMailSchema) }) },
        },
      },
      async (request, reply) =>
        reply
          .header('Cache-Control', 'no-store')
          .send({ mails: await list(request.query.to, request.query.limit) }),
    );
  };
}
