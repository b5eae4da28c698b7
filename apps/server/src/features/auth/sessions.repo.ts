import type { Database, SqlSession } from '../../db/database';
import { ACCOUNT_COLUMNS, ACCOUNT_JOINS, toAccount, type Account, type AccountRow } from './account-row';

/** What a session row holds besides its account. */
export interface SessionRecord {
  idHash: string;
  kind: 'USER' | 'GUEST';
  guestProjectId: string | null;
  csrfToken: string;
  expiresAt: Date;
}

export async function insertSession(
  database: Database,
  session: {
    idHash: string;
    userId: string;
    kind: 'USER' | 'GUEST';
    guestProjectId: string | null;
    csrfToken: string;
    now: Date;
    expiresAt: Date;
    absoluteExpiresAt: Date;
    userAgent: string | null;
    ip: string | null;
  },
): Promise<void> {
  await database.query(
    `INSERT INTO sessions (id_hash, user_id, kind, guest_project_id, csrf_token, created_at, last_seen_at, expires_at,
       absolute_expires_at, user_agent, ip)
     VALUES ($1, $2, $3, $4, $5, $6, $6, $7, $8, $9, $10)`,
    [
      session.idHash,
      session.userId,
      session.kind,
      session.guestProjectId,
      session.csrfToken,
      session.now,
      session.expiresAt,
      session.absoluteExpiresAt,
      session.userAgent,
      session.ip,
    ],
  );
}

/**
 * One statement by primary key: the live session with its account, and (at most once a minute) the sliding
 * idle expiry moved forward, capped by the absolute expiry. Disabled users have no live sessions.
 */
export async function findLiveSession(
  database: Database,
  idHash: string,
  now: Date,
  idleMs: number,
): Promise<{ session: SessionRecord; account: Account } | null> {
  const { rows } = await database.query<
    AccountRow & {
      id_hash: string;
      kind: string;
      guest_project_id: string | null;
      csrf_token: string;
      expires_at: Date | string;
    }
  >(
    `WITH touched AS (
       UPDATE sessions
          SET last_seen_at = $2,
              expires_at = least($2::timestamptz + ($3::bigint * interval '1 millisecond'), absolute_expires_at)
        WHERE id_hash = $1 AND expires_at > $2 AND last_seen_at < $2::timestamptz - interval '1 minute'
        RETURNING id_hash
     )
     SELECT s.id_hash, s.kind, s.guest_project_id::text AS guest_project_id, s.csrf_token, s.expires_at, ${ACCOUNT_COLUMNS}
       FROM sessions s
       JOIN users u ON u.id = s.user_id ${ACCOUNT_JOINS}
      WHERE s.id_hash = $1 AND s.expires_at > $2 AND u.disabled_at IS NULL`,
    [idHash, now, idleMs],
  );
  const row = rows[0];
  if (row === undefined) {
    return null;
  }
  return {
    session: {
      idHash: row.id_hash,
      kind: row.kind === 'GUEST' ? 'GUEST' : 'USER',
      guestProjectId: row.guest_project_id,
      csrfToken: row.csrf_token,
      expiresAt: new Date(row.expires_at),
    },
    account: toAccount(row),
  };
}

export async function deleteSession(database: Database, idHash: string): Promise<void> {
  await database.query('DELETE FROM sessions WHERE id_hash = $1', [idHash]);
}

/** Ends every session of a user, except one when given (the caller's own after a password change). */
export async function deleteUserSessions(
  database: SqlSession,
  userId: string,
  exceptIdHash: string | null,
): Promise<void> {
  await database.query('DELETE FROM sessions WHERE user_id = $1 AND id_hash IS DISTINCT FROM $2', [
    userId,
    exceptIdHash,
  ]);
}

/** Removes sessions that expired before `before` (housekeeping; expired rows are never accepted anyway). */
export async function deleteExpiredSessions(database: Database, before: Date): Promise<number> {
  const { rows } = await database.query<{ id_hash: string }>(
    'DELETE FROM sessions WHERE expires_at <= $1 RETURNING id_hash',
    [before],
  );
  return rows.length;
}
