import type { Database } from '../db/database';

/** A mail kept in the outbox table. */
export interface OutboxMail {
  id: number;
  to: string;
  subject: string;
  text: string;
  html: string | null;
  createdAt: string;
}

interface OutboxRow {
  id: string | number;
  to_address: string;
  subject: string;
  text_body: string;
  html_body: string | null;
  created_at: Date | string;
}

function toOutboxMail(row: OutboxRow): OutboxMail {
  return {
    id: Number(row.id),
    to: row.to_address,
    subject: row.subject,
    text: row.text_body,
    html: row.html_body,
    createdAt: new Date(row.created_at).toISOString(),
  };
}

export async function insertOutboxMail(
  database: Database,
  mail: { to: string; subject: string; text: string; html?: string },
): Promise<number> {
  const { rows } = await database.query<{ id: string | number }>(
    'INSERT INTO outbox (to_address, subject, text_body, html_body) VALUES ($1, $2, $3, $4) RETURNING id',
    [mail.to, mail.subject, mail.text, mail.html ?? null],
  );
  return Number(rows[0]?.id ?? 0);
}

/** Newest first; `to` filters by recipient (case-insensitive). */
export async function listOutboxMails(
  database: Database,
  options: { to?: string; limit: number },
): Promise<OutboxMail[]> {
  const { rows } =
    options.to === undefined
      ? await database.query<OutboxRow>('SELECT * FROM outbox ORDER BY id DESC LIMIT $1', [options.limit])
      : await database.query<OutboxRow>(
          'SELECT * FROM outbox WHERE lower(to_address) = lower($1) ORDER BY id DESC LIMIT $2',
          [options.to, options.limit],
        );
  return rows.map(toOutboxMail);
}
