import { randomUUID } from 'node:crypto';
import {
  checkPasswordBaseline,
  checkPasswordPolicy,
  deriveAccessFlags,
  EULA_VERSION,
  isCommonPassword,
  PASSWORD_POLICY_MESSAGES,
  SUCCESS_MESSAGES,
} from '@airlens/domain';
import type { Database } from '../../db/database';
import { AppError, invalidInput, notFound } from '../../http/errors';
import type { AuthenticatedUser } from '../../http/session';
import {
  accessOf,
  findAccountByEmail,
  findAccountById,
  hashPassword,
  liftLockout,
  normalizeEmail,
  verifyPassword,
  type Account,
  type AccountsContext,
} from '../auth';
import { presentUser, type WhoAmI } from './users.presenter';
import {
  assignLicence,
  findLicenceByKey,
  insertUser,
  markEmailVerified,
  resetUserPassword,
  updateUserProfile,
} from './users.repo';

/** Password reset links are valid for 1 hour and work once. */
export const PASSWORD_RESET_TTL_MS = 60 * 60_000;
/** E-mail verification links are valid for 24 hours and work once. */
export const EMAIL_VERIFICATION_TTL_MS = 24 * 60 * 60_000;

export const LICENCE_ACTIVATED = 'License activated successfully';
export const INVALID_LICENCE_KEY = 'This license key is not valid';
export const REGISTERED = 'Check your mail: we sent you a link to verify your e-mail address.';
export const INVALID_RESET_LINK = 'This password reset link is invalid or has expired.';

/**
 * The rules and texts are the domain's, shared with the web forms; only which set applies is decided here.
 * Every account, policy or not, is refused a common or leaked password (ASVS 6.2.4).
 */
function assertPassword(password: string, account: { email: string; isPolicyEnabled: boolean }): void {
  const problems = account.isPolicyEnabled
    ? checkPasswordPolicy(password, account.email)
    : checkPasswordBaseline(password, account.email);
  if (isCommonPassword(password)) {
    problems.push(PASSWORD_POLICY_MESSAGES.tooCommon);
  }
  if (problems.length > 0) {
    const details = problems.map((problem) => `password: ${problem}`);
    throw new AppError(400, 'INVALID_INPUT', details.join(', '), details);
  }
}

/** Only the caller themself: another user's id answers 404, as if it did not exist. */
function assertSelf(caller: AuthenticatedUser, userId: string): void {
  if (caller.userId !== userId) {
    throw notFound();
  }
}

async function reloadUser(context: AccountsContext, userId: string): Promise<WhoAmI> {
  const account = await findAccountById(context.database, userId);
  if (account === null) {
    throw notFound();
  }
  return presentUser(account, accessOf(account, context.now()));
}

/**
 * The caller as who-am-i presents them; a guest session (secure project view) is a GUEST without licence
 * flags, even when the account behind it is a registered user (docs/product-spec.md §4: guests receive no licence flags).
 */
export function getCurrentUser(caller: AuthenticatedUser): WhoAmI {
  if (caller.session.kind === 'GUEST') {
    return presentUser({ ...caller, role: 'GUEST' }, deriveAccessFlags(null, new Date()));
  }
  return presentUser(caller, caller.access);
}

/** The caller's licence status; 404 for another user or when the caller holds no licence. */
export function getLicenceStatus(caller: AuthenticatedUser, userId: string) {
  assertSelf(caller, userId);
  if (caller.licence === null) {
    throw notFound();
  }
  return {
    licenseStatus: caller.licence.status,
    subscriptionExpirationDate: caller.licence.subscriptionExpirationDate,
    product: caller.licence.product,
  };
}

/** Activates a licence key for the caller: a key of their organisation (or of none) that nobody else holds. */
export async function activateLicence(
  context: AccountsContext,
  caller: AuthenticatedUser,
  userId: string,
  licenseKey: string,
) {
  assertSelf(caller, userId);
  const licence = await findLicenceByKey(context.database, licenseKey.trim());
  // Unknown, another organisation's and taken keys answer alike, so keys cannot be probed.
  const isUsable =
    licence !== null &&
    (licence.orgId === null || licence.orgId === caller.orgId) &&
    (licence.holderId === null || licence.holderId === caller.userId);
  if (!isUsable || !(await assignLicence(context.database, caller.userId, licence.id, context.now()))) {
    throw invalidInput('licenseKey', INVALID_LICENCE_KEY);
  }
  return { success: true, message: LICENCE_ACTIVATED, data: await reloadUser(context, caller.userId) };
}

/** Updates the caller's name, EULA consent (v4 only) and password (with the current password). */
export async function updateUser(
  context: AccountsContext,
  caller: AuthenticatedUser,
  userId: string,
  changes: {
    name?: string | undefined;
    eulaVersionConsent?: string | undefined;
    password?: string | undefined;
    currentPassword?: string | undefined;
  },
) {
  assertSelf(caller, userId);
  if (changes.eulaVersionConsent !== undefined && changes.eulaVersionConsent !== EULA_VERSION) {
    throw invalidInput('eulaVersionConsent', `The EULA version must be ${EULA_VERSION}`);
  }
  let passwordHash: string | undefined;
  if (changes.password !== undefined) {
    if (changes.currentPassword === undefined) {
      throw invalidInput('currentPassword', 'The current password is required to set a new one');
    }
    const current = await findAccountById(context.database, caller.userId);
    const storedHash = current?.passwordHash ?? (await context.dummyHash());
    if (!(await verifyPassword(storedHash, changes.currentPassword)) || current?.passwordHash === null) {
      throw invalidInput('currentPassword', 'The current password is not correct');
    }
    assertPassword(changes.password, { email: caller.email, isPolicyEnabled: caller.orgPasswordPolicy });
    passwordHash = await hashPassword(changes.password, context.config.argon2);
  }
  await updateUserProfile(
    context.database,
    caller.userId,
    { name: changes.name, eulaVersionConsent: changes.eulaVersionConsent, passwordHash },
    context.now(),
  );
  if (passwordHash !== undefined) {
    // Other browsers signed in with the old password are signed out; this one stays.
    await context.sessions.endUserSessions(caller.userId, caller.session.idHash);
  }
  return {
    success: true,
    message: SUCCESS_MESSAGES.userUpdated,
    data: await reloadUser(context, caller.userId),
  };
}

async function mailVerificationLink(
  context: AccountsContext,
  account: { userId: string; email: string },
): Promise<void> {
  const token = await context.codes.issueToken({
    purpose: 'EMAIL_VERIFICATION',
    userId: account.userId,
    ttlMs: EMAIL_VERIFICATION_TTL_MS,
  });
  const link = `${context.config.publicUrl}/userapi/v1/users/${account.userId}/email-verification?access_token=${token}`;
  await context.mailer.send({
    to: account.email,
    subject: 'Verify your Airlens e-mail address',
    text: `Welcome to Airlens.\n\nOpen this link to verify your e-mail address (valid for 24 hours):\n${link}\n`,
  });
}

/**
 * Registers an account without organisation or licence and mails a verification link. A taken address
 * answers the same and its owner gets a note instead, so registration does not reveal accounts.
 */
export async function registerUser(
  context: AccountsContext,
  input: { email: string; name: string; password: string },
) {
  const email = normalizeEmail(input.email);
  assertPassword(input.password, { email, isPolicyEnabled: false });
  const passwordHash = await hashPassword(input.password, context.config.argon2);
  const userId = randomUUID();
  const isCreated = await insertUser(context.database, {
    id: userId,
    email,
    name: input.name.trim(),
    role: 'USER',
    orgId: null,
    orgAdmin: false,
    licenceId: null,
    eulaVersionConsent: null,
    passwordHash,
    emailVerifiedAt: null,
    now: context.now(),
  });
  context.background.run('registration-mail', async () => {
    if (isCreated) {
      await mailVerificationLink(context, { userId, email });
      return;
    }
    await context.mailer.send({
      to: email,
      subject: 'Your Airlens account',
      text: `Someone tried to register an Airlens account with this address, which already has one.\n\nIf it was you, sign in at ${context.config.publicUrl}/login or reset your password at ${context.config.publicUrl}/forgot-password.\n`,
    });
  });
  return { success: true, message: REGISTERED, data: null };
}

/** Verifies an address from its mailed link; true when the link was valid. */
export async function verifyEmail(context: AccountsContext, userId: string, token: string): Promise<boolean> {
  if (!(await context.codes.consumeToken({ purpose: 'EMAIL_VERIFICATION', userId, token }))) {
    return false;
  }
  await markEmailVerified(context.database, userId, context.now());
  return true;
}

function canResetPassword(account: Account | null): account is Account {
  return account !== null && account.role === 'USER' && !account.isDisabled;
}

/** Mails a single-use reset link valid for 1 hour; unknown addresses get the same answer and no mail. */
export async function requestPasswordReset(context: AccountsContext, email: string): Promise<void> {
  const account = await findAccountByEmail(context.database, normalizeEmail(email));
  if (!canResetPassword(account)) {
    return;
  }
  const token = await context.codes.issueToken({
    purpose: 'PASSWORD_RESET',
    userId: account.userId,
    ttlMs: PASSWORD_RESET_TTL_MS,
  });
  const link = `${context.config.publicUrl}/password?userId=${account.userId}&access_token=${token}`;
  await context.mailer.send({
    to: account.email,
    subject: 'Reset your Airlens password',
    text: `Open this link to choose a new password. It works once and is valid for 1 hour:\n${link}\n\nIf you did not ask for this, ignore this mail; your password stays as it is.\n`,
  });
}

/** Sets a new password with a reset token (single use), signs the user out everywhere and lifts a lockout. */
export async function completePasswordReset(
  context: AccountsContext,
  userId: string,
  input: { accessToken: string; password: string },
): Promise<void> {
  const account = await findAccountById(context.database, userId);
  if (!canResetPassword(account)) {
    throw invalidInput('accessToken', INVALID_RESET_LINK);
  }
  // The policy is checked before the token is used, so a rejected password does not burn the link.
  assertPassword(input.password, { email: account.email, isPolicyEnabled: account.orgPasswordPolicy });
  const passwordHash = await hashPassword(input.password, context.config.argon2);
  // Using the link, setting the password, ending the old sessions and lifting a lockout happen together or
  // not at all: a failure half-way must not burn the link while the old password still works.
  await context.database.withTransaction(async (tx) => {
    const token = { purpose: 'PASSWORD_RESET' as const, userId, token: input.accessToken };
    if (!(await context.codes.consumeToken(token, tx))) {
      throw invalidInput('accessToken', INVALID_RESET_LINK);
    }
    await resetUserPassword(tx, userId, passwordHash, context.now());
    await context.sessions.endUserSessions(userId, null, tx);
    // Whoever completed the reset holds the mailbox: a lockout someone else caused must not keep them out.
    await liftLockout(context, account.email, tx);
  });
}

/**
 * The account of a user id as work done later on the user's behalf sees it (a report job): null when the
 * account is gone or disabled.
 */
export async function findActiveAccount(database: Database, userId: string): Promise<Account | null> {
  const account = await findAccountById(database, userId);
  return account === null || account.isDisabled ? null : account;
}
