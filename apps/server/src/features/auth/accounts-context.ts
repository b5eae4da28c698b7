import type { FastifyBaseLogger } from 'fastify';
import type { AppConfig } from '../../config';
import type { Database } from '../../db/database';
import type { Mailer } from '../../mail/mailer';
import { createAbuseLimits, type AbuseLimits } from './abuse-limits.service';
import type { BackgroundTasks } from './background-tasks';
import { createDummyHash } from './credentials';
import { createOneTimeCodes, type OneTimeCodes } from './one-time-codes.service';
import type { SessionService } from './sessions.service';

/** What the account features (auth, users, organisations) share: built once in buildApp. */
export interface AccountsContext {
  config: AppConfig;
  database: Database;
  mailer: Mailer;
  logger: FastifyBaseLogger;
  now: () => Date;
  background: BackgroundTasks;
  sessions: SessionService;
  codes: OneTimeCodes;
  /** Per-client and per-target limits on registration, reset and code requests and licence activation. */
  abuseLimits: AbuseLimits;
  dummyHash: () => Promise<string>;
}

export function createAccountsContext(
  input: Omit<AccountsContext, 'codes' | 'abuseLimits' | 'dummyHash'>,
): AccountsContext {
  return {
    ...input,
    codes: createOneTimeCodes({ database: input.database, now: input.now }),
    abuseLimits: createAbuseLimits({ database: input.database, now: input.now }),
    dummyHash: createDummyHash(input.config.argon2),
  };
}
