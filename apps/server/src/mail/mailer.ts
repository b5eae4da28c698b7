import type { Transporter } from 'nodemailer';
import type { Logger } from 'pino';
import type { Database } from '../db/database';
import { insertOutboxMail } from './outbox.repo';

/** One outgoing mail. */
export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html?: string;
}

/** Sends mail; implementations either deliver over SMTP or keep the mail in the outbox table. */
export interface Mailer {
  send(message: MailMessage): Promise<void>;
  close?(): void;
}

/** Delivers over SMTP (`smtp://user:pass@host:port`, `smtps://...`) through nodemailer. */
export function createSmtpMailer(url: string, from: string): Mailer {
  // nodemailer is loaded with the first mail, not with the server: most requests send none.
  let transport: Promise<Transporter> | undefined;
  const transportOf = () =>
    (transport ??= import('nodemailer').then((nodemailer) => nodemailer.default.createTransport(url)));
  return {
    async send(message) {
      await (
        await transportOf()
      ).sendMail({
        from,
        to: message.to,
        subject: message.subject,
        text: message.text,
        ...(message.html === undefined ? {} : { html: message.html }),
      });
    },
    close() {
      void transport?.then((opened) => opened.close());
    },
  };
}

/** Keeps mail in the outbox table (listed at /dev/mailbox outside production) and logs that it did. */
export function createOutboxMailer(database: Database, logger: Logger): Mailer {
  return {
    async send(message) {
      const id = await insertOutboxMail(database, message);
      // The body may carry a reset link or a code: the log names the mail, never its content.
      logger.info(
        { outboxId: id, to: message.to, subject: message.subject },
        'mail kept in the outbox (no SMTP_URL): see /dev/mailbox',
      );
    },
  };
}
