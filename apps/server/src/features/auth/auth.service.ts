import { LOCKOUT_MESSAGE, LOGIN_FAILED } from '@airlens/domain';
import type { SqlSession } from '../../db/database';
import { AppError, locked, unauthenticated } from '../../http/errors';
import { findAccountByEmail } from './accounts.repo';
import type { AccountsContext } from './accounts-context';
import { normalizeEmail, verifyPassword } from './credentials';
import { clearLoginAttempts, reserveLoginAttempt } from './login-attempts.repo';

/** Lockout (docs/product-spec.md §8, §9): 5 failures within 15 minutes lock the login key for 30 minutes. */
export const LOCKOUT_POLICY = { maxFailures: 5, windowMs: 15 * 60_000, lockMs: 30 * 60_000 } as const;
/** Login one-time codes: 6 digits, valid 10 minutes, 5 tries. */
export const LOGIN_OTP_POLICY = { ttlMs: 10 * 60_000, maxAttempts: 5 } as const;

export const EMAIL_NOT_VERIFIED = 'Please verify your e-mail address before signing in.';

/** A sign-in by password or by a mailed one-time code. */
export type Credentials =
  | { grantType: 'password'; username: string; password: string }
  | { grantType: 'otp'; username: string; otp: string };

/**
 * Checks credentials (a password under the per-account lockout, a mailed code under its own tries) and
 * returns the user id to start a session for; a success clears the account's lockout.
 * Unknown, locked-out and wrong answers look alike: 401 'Login failed' or 423 with the lockout text;
 * unknown accounts verify against a dummy hash so timing does not tell them apart.
 */
export async function authenticate(
  context: AccountsContext,
  credentials: Credentials,
): Promise<{ userId: string }> {
  const key = normalizeEmail(credentials.username);
  // A mailed code is the way back in for the mailbox's owner when someone else caused the lockout, so it is
  // not held back by it; guessing codes is bounded by the code's own tries and the limit on code requests.
  if (credentials.grantType === 'password') {
    const reservation = await reserveLoginAttempt(context.database, key, context.now(), LOCKOUT_POLICY);
    if (reservation.attemptNumber > LOCKOUT_POLICY.maxFailures) {
      throw locked(LOCKOUT_MESSAGE);
    }
  }
  const account = await findAccountByEmail(context.database, key);
  let isMatch: boolean;
  if (credentials.grantType === 'password') {
    const passwordHash = account?.passwordHash ?? (await context.dummyHash());
    isMatch =
      (await verifyPassword(passwordHash, credentials.password)) &&
      account?.passwordHash !== null &&
      account !== null;
  } else {
    isMatch =
      account !== null &&
      (await context.codes.verifyCode({
        purpose: 'LOGIN_OTP',
        userId: account.userId,
        code: credentials.otp,
      }));
  }
  if (account === null || !isMatch || account.role !== 'USER' || account.isDisabled) {
    throw unauthenticated(LOGIN_FAILED);
  }
  await clearLoginAttempts(context.database, key);
  if (!account.isEmailVerified) {
    throw new AppError(403, 'EMAIL_NOT_VERIFIED', EMAIL_NOT_VERIFIED);
  }
  return { userId: account.userId };
}

/** Lifts the lockout of an account's login key (after a completed password reset). */
export async function liftLockout(context: AccountsContext, email: string, tx?: SqlSession): Promise<void> {
  await clearLoginAttempts(tx ?? context.database, normalizeEmail(email));
}

/** Mails a login code to an active account; unknown addresses get the same answer and no mail. */
export async function requestLoginOtp(context: AccountsContext, email: string): Promise<void> {
  const account = await findAccountByEmail(context.database, normalizeEmail(email));
  if (account === null || account.role !== 'USER' || account.isDisabled || !account.isEmailVerified) {
    return;
  }
  const code = await context.codes.issueCode({
    purpose: 'LOGIN_OTP',
    userId: account.userId,
    ...LOGIN_OTP_POLICY,
  });
  await context.mailer.send({
    to: account.email,
    subject: 'Your Airlens sign-in code',
    text: `Your one-time sign-in code is ${code}.\n\nIt is valid for 10 minutes. If you did not ask for it, ignore this mail.\n`,
  });
}
