import { deriveAccessFlags, type AccessFlags } from '@airlens/domain';
import type { AppConfig } from '../../config';
import type { ChangeNotices } from '../../db/change-notices';
import type { Database, SqlSession } from '../../db/database';
import type { Account } from './account-row';
import { randomToken, sha256Hex } from './credentials';
import { createSessionCache } from './session-cache';
import {
  deleteExpiredSessions,
  deleteSession,
  deleteUserSessions,
  findLiveSession,
  insertSession,
  type SessionRecord,
} from './sessions.repo';

/** A signed-in caller: the account, its access flags (from the domain rule) and its session. */
export interface SessionUser extends Account {
  access: AccessFlags;
  session: SessionRecord;
}

/** A new session's secrets: the cookie value (never stored) and the CSRF token. */
export interface IssuedSession {
  sessionId: string;
  csrfToken: string;
  absoluteExpiresAt: Date;
}

export interface SessionService {
  /** Creates a session with a fresh random id (never reuses one: no fixation). */
  startSession(input: {
    userId: string;
    kind?: 'USER' | 'GUEST';
    guestProjectId?: string | null;
    userAgent?: string | null;
    ip?: string | null;
  }): Promise<IssuedSession>;
  /** The live session of a cookie value with its account and access flags, or null. */
  resolveSession(sessionId: string): Promise<SessionUser | null>;
  /** Ends one session server-side. */
  endSession(sessionId: string): Promise<void>;
  /** Ends every session of a user except the given one. */
  /** Ends every session of a user (but `exceptIdHash`); inside `tx` when the caller's transaction must include it. */
  endUserSessions(userId: string, exceptIdHash?: string | null, tx?: SqlSession): Promise<void>;
  /** Deletes expired rows; returns how many. */
  purgeExpiredSessions(): Promise<number>;
  /**
   * Drops every cached lookup, here and (with change notices) on every other instance: called after each
   * state-changing request, which may have changed an account.
   */
  forgetCachedSessions(): Promise<void>;
}

/** The change-notice topic of session and account changes (db/change-notices.ts). */
const SESSION_NOTICE_TOPIC = 'sessions';

/** The access flags of an account at `now`: the one domain rule; a guest or a licence-less user gets none. */
export function accessOf(account: Account, now: Date): AccessFlags {
  if (account.role === 'GUEST' || account.licence === null) {
    return deriveAccessFlags(null, now);
  }
  return deriveAccessFlags(
    {
      product: account.licence.product,
      status: account.licence.status,
      subscriptionExpirationDate: account.licence.subscriptionExpirationDate,
      enterprisePlus: account.orgEnterprisePlus,
    },
    now,
  );
}

/**
 * Database-backed sessions: any instance serves any request; ids are stored only as SHA-256. Lookups are
 * cached in-process for a few seconds (see session-cache.ts for why that is safe), so a burst of reads costs
 * one database query per session, not one per request.
 */
export function createSessionService(deps: {
  database: Database;
  config: AppConfig;
  now: () => Date;
  /** PostgreSQL LISTEN/NOTIFY between instances; absent on PGlite (one process) and in tests. */
  notices?: ChangeNotices;
}): SessionService {
  const idleMs = deps.config.sessionIdleMinutes * 60_000;
  const absoluteMs = deps.config.sessionAbsoluteHours * 3_600_000;
  const cache = createSessionCache();
  const notices = deps.notices;
  // Another instance changed a session or an account: its TTL alone would let this process trust a signed-out
  // session for up to 5 s. Any notice (or a reset after a lost connection) forgets every cached lookup.
  notices?.subscribe(SESSION_NOTICE_TOPIC, () => cache.forgetAll());
  const tellOthers = async () => {
    await notices?.publish(SESSION_NOTICE_TOPIC);
  };
  return {
    async startSession(input) {
      const now = deps.now();
      const sessionId = randomToken();
      const csrfToken = randomToken();
      const absoluteExpiresAt = new Date(now.getTime() + absoluteMs);
      await insertSession(deps.database, {
        idHash: sha256Hex(sessionId),
        userId: input.userId,
        kind: input.kind ?? 'USER',
        guestProjectId: input.guestProjectId ?? null,
        csrfToken,
        now,
        expiresAt: new Date(now.getTime() + Math.min(idleMs, absoluteMs)),
        absoluteExpiresAt,
        userAgent: input.userAgent?.slice(0, 512) ?? null,
        ip: input.ip ?? null,
      });
      return { sessionId, csrfToken, absoluteExpiresAt };
    },
    async resolveSession(sessionId) {
      if (sessionId.length === 0 || sessionId.length > 128) {
        return null;
      }
      const now = deps.now();
      const idHash = sha256Hex(sessionId);
      const cached = cache.get(idHash, now.getTime());
      const generation = cache.generation();
      const found = cached ?? (await findLiveSession(deps.database, idHash, now, idleMs));
      if (found === null) {
        return null;
      }
      if (cached === null) {
        cache.set(idHash, found, now.getTime(), generation);
      }
      return { ...found.account, access: accessOf(found.account, now), session: found.session };
    },
    async endSession(sessionId) {
      const idHash = sha256Hex(sessionId);
      cache.forgetSession(idHash);
      await deleteSession(deps.database, idHash);
      // Again once deleted: a lookup that raced the delete must not keep the session alive.
      cache.forgetSession(idHash);
      await tellOthers();
    },
    async endUserSessions(userId, exceptIdHash = null, tx) {
      cache.forgetUser(userId);
      await deleteUserSessions(tx ?? deps.database, userId, exceptIdHash);
      cache.forgetUser(userId);
    },
    purgeExpiredSessions() {
      return deleteExpiredSessions(deps.database, deps.now());
    },
    async forgetCachedSessions() {
      cache.forgetAll();
      await tellOthers();
    },
  };
}
