import { randomUUID } from 'node:crypto';
import type { Database, SqlSession } from '../../db/database';
import { randomSixDigitCode, randomToken, safeEqual, sha256Hex } from './credentials';
import {
  consumeCode,
  consumeTokenByHash,
  insertCode,
  reserveCodeAttempt,
  supersedeCodes,
  type CodePurpose,
} from './one-time-codes.repo';

export type { CodePurpose } from './one-time-codes.repo';

/** Six-digit codes with limited tries and high-entropy single-use tokens; both stored only as hashes. */
export interface OneTimeCodes {
  /** Issues a six-digit code (older open codes of the same user, purpose and subject stop working). */
  issueCode(input: {
    purpose: CodePurpose;
    userId: string;
    subject?: string | null;
    ttlMs: number;
    maxAttempts: number;
  }): Promise<string>;
  /** Whether the code matches the newest open code; every call uses up one try, a match uses the code. */
  verifyCode(input: {
    purpose: CodePurpose;
    userId: string;
    subject?: string | null;
    code: string;
  }): Promise<boolean>;
  /** Issues a 256-bit single-use token. */
  issueToken(input: { purpose: CodePurpose; userId: string; ttlMs: number }): Promise<string>;
  /** Uses up a token; false when unknown, used, expired or another user's. */
  consumeToken(
    input: { purpose: CodePurpose; userId: string; token: string },
    tx?: SqlSession,
  ): Promise<boolean>;
}

function codeHash(id: string, code: string): string {
  return sha256Hex(`${id}:${code}`);
}

export function createOneTimeCodes(deps: { database: Database; now: () => Date }): OneTimeCodes {
  const { database } = deps;
  return {
    async issueCode(input) {
      const now = deps.now();
      const subject = input.subject ?? null;
      const id = randomUUID();
      const code = randomSixDigitCode();
      await supersedeCodes(database, { userId: input.userId, purpose: input.purpose, subject }, now);
      await insertCode(database, {
        id,
        userId: input.userId,
        purpose: input.purpose,
        subject,
        codeHash: codeHash(id, code),
        maxAttempts: input.maxAttempts,
        expiresAt: new Date(now.getTime() + input.ttlMs),
        now,
      });
      return code;
    },
    async verifyCode(input) {
      const now = deps.now();
      const reserved = await reserveCodeAttempt(
        database,
        { userId: input.userId, purpose: input.purpose, subject: input.subject ?? null },
        now,
      );
      if (reserved === null || !safeEqual(codeHash(reserved.id, input.code), reserved.codeHash)) {
        return false;
      }
      return consumeCode(database, reserved.id, now);
    },
    async issueToken(input) {
      const now = deps.now();
      const token = randomToken();
      await supersedeCodes(database, { userId: input.userId, purpose: input.purpose, subject: null }, now);
      await insertCode(database, {
        id: randomUUID(),
        userId: input.userId,
        purpose: input.purpose,
        subject: null,
        codeHash: sha256Hex(token),
        maxAttempts: 1,
        expiresAt: new Date(now.getTime() + input.ttlMs),
        now,
      });
      return token;
    },
    consumeToken(input, tx) {
      if (input.token.length === 0 || input.token.length > 256) {
        return Promise.resolve(false);
      }
      return consumeTokenByHash(
        tx ?? database,
        { userId: input.userId, purpose: input.purpose, codeHash: sha256Hex(input.token) },
        deps.now(),
      );
    },
  };
}
