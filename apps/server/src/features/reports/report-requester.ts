import type { Database } from '../../db/database';
import type { AuthenticatedUser } from '../../http/session';
import { accessOf } from '../auth/sessions.service';
import { findActiveAccount } from '../users/users.service';

/**
 * The user a report job works for, as a signed-in member with the account's current roles and licence, so
 * the job sees exactly what that user may see now (a user who lost access gets a failed report, not data);
 * null when the account is gone or disabled.
 */
export async function loadRequester(
  database: Database,
  userId: string,
  now: Date,
): Promise<AuthenticatedUser | null> {
  const account = await findActiveAccount(database, userId);
  if (account === null) {
    return null;
  }
  return {
    ...account,
    access: accessOf(account, now),
    // The job acts for the account, never as a guest: guests cannot request reports.
    session: {
      idHash: `report-job:${userId}`,
      kind: 'USER',
      guestProjectId: null,
      csrfToken: '',
      expiresAt: now,
    },
  };
}
