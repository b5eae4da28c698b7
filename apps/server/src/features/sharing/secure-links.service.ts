import { randomBytes, randomUUID } from 'node:crypto';
import { AppError, conflict, invalidInput } from '../../http/errors';
import type { AuthenticatedUser } from '../../http/session';
import { normalizeEmail, type AccountsContext } from '../auth';
import { assertProjectPermission } from '../access';
import {
  deleteSecureLink,
  ensureGuestUser,
  findSecureLinkTarget,
  findUserByEmail,
  listSecureLinks,
  markSecureLinkUsed,
  reserveGuestCode,
  upsertSecureLink,
  type SecureLinkRow,
  type SecureLinkTarget,
} from './secure-links.repo';
import { PROJECT_BEING_DELETED } from './sharing.service';

/** Guest codes: 6 digits, valid 10 minutes, 5 tries each, at most 5 codes per link per hour. */
export const GUEST_OTP_POLICY = { ttlMs: 10 * 60_000, maxAttempts: 5, maxCodesPerHour: 5 } as const;

export const EXTERNAL_SHARING_DISABLED = 'Sharing with external users is disabled for this organization.';
export const MEMBER_NOT_GUEST =
  'This address belongs to a member of your organization: share the project with them instead.';
export const INVALID_GUEST_CODE = 'The code is invalid or has expired.';

/** A secure link with the URL the guest opens. */
export interface SecureLink extends SecureLinkRow {
  url: string;
}

function withUrl(context: AccountsContext, link: SecureLinkRow): SecureLink {
  return { ...link, url: `${context.config.publicUrl}/secure-project-view/${link.keyId}` };
}

/** Key ids: 128 random bits, URL-safe. */
function newKeyId(): string {
  return randomBytes(16).toString('base64url');
}

/**
 * Invites an external address to read a project (full-access roles of docs/product-spec.md §6: OWNER, WRITE_SHARE_USER, and org admins; the organisation must allow
 * external guests): creates the guest account and link if new and mails the link either way.
 */
export async function createSecureLink(
  context: AccountsContext,
  caller: AuthenticatedUser,
  projectId: string,
  rawEmail: string,
): Promise<{ link: SecureLink; created: boolean }> {
  const project = await assertProjectPermission(context.database, caller, projectId, 'share');
  if (project.status === 'DELETE_REQUESTED') {
    throw conflict(PROJECT_BEING_DELETED);
  }
  if (project.sharingRestriction !== 'NO_RESTRICTION') {
    throw new AppError(403, 'SHARING_DISABLED', EXTERNAL_SHARING_DISABLED);
  }
  const email = normalizeEmail(rawEmail);
  const existing = await findUserByEmail(context.database, email);
  if (existing !== null && existing.role === 'USER' && existing.orgId === project.orgId) {
    throw invalidInput('email', MEMBER_NOT_GUEST);
  }
  const now = context.now();
  const guestUserId =
    existing?.userId ??
    (await ensureGuestUser(context.database, {
      id: randomUUID(),
      email,
      name: email.split('@')[0] ?? email,
      now,
    }));
  const result = await upsertSecureLink(context.database, {
    keyId: newKeyId(),
    projectId,
    email,
    guestUserId,
    createdBy: caller.userId,
    now,
  });
  const link = withUrl(context, result.link);
  context.background.run('secure-link-invitation', () =>
    context.mailer.send({
      to: email,
      subject: `${caller.name} shared an Airlens project with you`,
      text:
        `${caller.name} (${caller.email}) invited you to view the project "${project.name}" on Airlens.\n\n` +
        `Open ${link.url} and ask for a code: it is sent to this address.\n`,
    }),
  );
  return { link, created: result.created };
}

/** The project's secure links (full-access roles: OWNER, WRITE_SHARE_USER; org admins). */
export async function getSecureLinks(
  context: AccountsContext,
  caller: AuthenticatedUser,
  projectId: string,
): Promise<SecureLink[]> {
  await assertProjectPermission(context.database, caller, projectId, 'share');
  return (await listSecureLinks(context.database, projectId)).map((link) => withUrl(context, link));
}

/** Revokes a link (full-access roles and org admins): the guest's sessions on the project and open codes end at once. */
export async function revokeSecureLink(
  context: AccountsContext,
  caller: AuthenticatedUser,
  projectId: string,
  keyId: string,
): Promise<void> {
  await assertProjectPermission(context.database, caller, projectId, 'share');
  const deleted = await deleteSecureLink(context.database, projectId, keyId);
  if (!deleted) {
    throw new AppError(404, 'NOT_FOUND', 'Object Not Found Matching Id');
  }
}

/** Whether a link may be used now: its organisation allows guests, the project stays, the guest is enabled. */
function isUsable(target: SecureLinkTarget | null): target is SecureLinkTarget {
  return (
    target !== null &&
    !target.guestDisabled &&
    target.sharingRestriction === 'NO_RESTRICTION' &&
    target.projectStatus !== 'DELETE_REQUESTED'
  );
}

/** Key ids are short URL-safe strings; anything else is unknown without asking the database. */
function isKeyIdShaped(keyId: string): boolean {
  return /^[A-Za-z0-9_-]{16,64}$/.test(keyId);
}

/** Mails a guest code to the invited address of a usable link; unknown or unusable keys do nothing (same 202). */
export async function requestGuestOtp(context: AccountsContext, keyId: string): Promise<void> {
  if (!isKeyIdShaped(keyId)) {
    return;
  }
  const target = await findSecureLinkTarget(context.database, keyId);
  if (!isUsable(target)) {
    return;
  }
  const isReserved = await reserveGuestCode(context.database, keyId, context.now(), {
    limit: GUEST_OTP_POLICY.maxCodesPerHour,
    windowMs: 3_600_000,
  });
  if (!isReserved) {
    context.logger.warn({ keyId }, 'guest code limit reached for a secure link');
    return;
  }
  const code = await context.codes.issueCode({
    purpose: 'GUEST_OTP',
    userId: target.guestUserId,
    subject: keyId,
    ttlMs: GUEST_OTP_POLICY.ttlMs,
    maxAttempts: GUEST_OTP_POLICY.maxAttempts,
  });
  await context.mailer.send({
    to: target.email,
    subject: 'Your Airlens project access code',
    text:
      `Your code to view the project "${target.projectName}" is ${code}.\n\n` +
      'It is valid for 10 minutes. If you did not ask for it, ignore this mail.\n',
  });
}

/**
 * Checks a guest code for a link and returns what the GUEST session needs; every failure (unknown key,
 * wrong, used or expired code, revoked link, restricted organisation) answers the same 403.
 */
export async function verifyGuestOtp(
  context: AccountsContext,
  keyId: string,
  otp: string,
): Promise<{ guestUserId: string; projectId: string; email: string }> {
  const target = isKeyIdShaped(keyId) ? await findSecureLinkTarget(context.database, keyId) : null;
  const isValid =
    isUsable(target) &&
    (await context.codes.verifyCode({
      purpose: 'GUEST_OTP',
      userId: target.guestUserId,
      subject: keyId,
      code: otp,
    }));
  if (!isValid || target === null) {
    throw new AppError(403, 'INVALID_OTP', INVALID_GUEST_CODE);
  }
  await markSecureLinkUsed(context.database, keyId, target.guestUserId, context.now());
  return { guestUserId: target.guestUserId, projectId: target.projectId, email: target.email };
}
