import type { Database } from '../../db/database';
import { ACCOUNT_COLUMNS, ACCOUNT_JOINS, toAccount, type Account, type AccountRow } from './account-row';

/** The account signing in (or asking for a reset) with this normalised e-mail, or null. */
export async function findAccountByEmail(
  database: Database,
  normalizedEmail: string,
): Promise<Account | null> {
  const { rows } = await database.query<AccountRow>(
    `SELECT ${ACCOUNT_COLUMNS} FROM users u ${ACCOUNT_JOINS} WHERE u.email = $1`,
    [normalizedEmail],
  );
  const row = rows[0];
  return row === undefined ? null : toAccount(row);
}

/** The account with this id, or null. */
export async function findAccountById(database: Database, userId: string): Promise<Account | null> {
  const { rows } = await database.query<AccountRow>(
    `SELECT ${ACCOUNT_COLUMNS} FROM users u ${ACCOUNT_JOINS} WHERE u.id = $1`,
    [userId],
  );
  const row = rows[0];
  return row === undefined ? null : toAccount(row);
}

/** Inserts a user unless the e-mail is taken; returns whether it did. */
