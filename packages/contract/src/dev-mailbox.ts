import { z } from 'zod';
import { defineEndpoint } from './endpoint';

const tags = ['dev-mailbox'];

/** One mail of the development outbox. */
const outboxMailSchema = z.object({
  id: z.number(),
  to: z.string(),
  subject: z.string(),
  text: z.string(),
  html: z.string().nullable(),
  createdAt: z.string(),
});

/** Development only (absent in production, loopback clients only): the mail outbox as a page and as JSON. */
export const devMailboxEndpoints = {
  getMailboxPage: defineEndpoint({
    method: 'GET',
    path: '/dev/mailbox',
    access: 'public',
    tags,
    summary: 'The development outbox as an HTML page',
    hidden: true,
    query: z.object({ to: z.string().max(320).optional() }),
    responses: { 200: z.string().describe('text/html') },
  }),
  listMailboxMails: defineEndpoint({
    method: 'GET',
    path: '/dev/mailbox.json',
    access: 'public',
    tags,
    summary: 'The development outbox as JSON, newest first (end-to-end tests read codes and links here)',
    hidden: true,
    query: z.object({
      to: z.string().max(320).optional(),
      limit: z.coerce.number().int().min(1).max(100).default(20),
    }),
    responses: { 200: z.object({ mails: z.array(outboxMailSchema) }) },
  }),
};
