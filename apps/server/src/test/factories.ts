// Typed, defaulted builders of the world a server test needs. Each takes the test app and answers ids or
// sessions; their SQL lives in factories.repo.ts, everything else goes through the app's own services.
import type { ReportTemplate } from '@airlens/contract';
import type { ProjectRole, SharingRestriction } from '@airlens/domain';
import type { GenerateOptions } from '@airlens/esx';
import {
  authHeaders,
  createTestAccount,
  createTestOrg,
  signIn,
  type TestAccount,
  type TestSession,
} from '../features/auth/test-accounts';
import { createPersonalAccessToken } from '../features/tokens/tokens.service';
import { smallEsx, uploadBytes, waitForFinalStatus } from '../features/uploads/uploads.test-helpers';
import {
  insertOAuthModelRow,
  insertProjectRow,
  insertProjectUser,
  insertSecureLinkRow,
  insertSiteRow,
  insertUserGroupRow,
  updateOrganizationSharingRestriction,
  type ProjectRow,
} from './factories.repo';
import type { TestApp } from './test-app';

/** An organisation (Enterprise Plus, no password policy unless told); answers its id. */
export function createOrg(
  t: TestApp,
  options: { enterprisePlus?: boolean; passwordPolicy?: boolean; name?: string } = {},
): Promise<string> {
  return createTestOrg(t, options);
}

/** An account with a licence; `orgId` null or absent is a user without organisation. */
export function createUser(
  t: TestApp,
  options: Parameters<typeof createTestAccount>[1] = {},
): Promise<TestAccount> {
  return createTestAccount(t, options);
}

/** A signed-in user: the account and its browser session (cookie and CSRF token). */
export async function createSignedInUser(
  t: TestApp,
  options: Parameters<typeof createTestAccount>[1] = {},
): Promise<{ account: TestAccount; session: TestSession }> {
  const account = await createTestAccount(t, options);
  return { account, session: await signIn(t.app, account) };
}

/** Lists a user on a project with a role, straight in the table (no mail, no notification). */
export async function addProjectUser(
  t: TestApp,
  projectId: string,
  user: { email: string } | string,
  role: ProjectRole,
): Promise<void> {
  await insertProjectUser(t.database, projectId, typeof user === 'string' ? user : user.email, role);
}

/** A new signed-in user of an organisation listed on a project with `role`. */
export async function createProjectMember(
  t: TestApp,
  projectId: string,
  role: ProjectRole,
  options: Parameters<typeof createTestAccount>[1] = {},
): Promise<{ account: TestAccount; session: TestSession }> {
  const member = await createSignedInUser(t, options);
  await addProjectUser(t, projectId, member.account, role);
  return member;
}

/** A bare project row (no documents, floors or surveys) with its listed users; answers its id. */
export async function createProjectRow(
  t: TestApp,
  row: ProjectRow & { users?: { username: string; role: ProjectRole }[] },
): Promise<string> {
  const id = await insertProjectRow(t.database, row);
  for (const user of row.users ?? []) {
    await insertProjectUser(t.database, id, user.username, user.role);
  }
  return id;
}

/**
 * A project imported through the app from a generated `.esx` (`esx` options, or `bytes` as they are) by the
 * session's user; the import's jobs are drained. Answers the project id; throws unless it was committed.
 */
export async function createImportedProject(
  t: TestApp,
  session: TestSession,
  source: { esx?: GenerateOptions; bytes?: Uint8Array } = {},
): Promise<string> {
  const bytes = source.bytes ?? smallEsx(source.esx);
  const answer = await waitForFinalStatus(t, session, await uploadBytes(t, session, bytes));
  if (answer.status !== 'COMMITTED' || answer.projectId === null) {
    throw new Error(`the import ended ${answer.status}: ${answer.rollbackReason ?? ''}`);
  }
  return answer.projectId;
}

/** A secure (guest) link of a project for a guest account, as an invitation leaves it; answers the key id. */
export async function createSecureLink(
  t: TestApp,
  link: { projectId: string; guest: TestAccount; keyId?: string },
): Promise<string> {
  const keyId = link.keyId ?? `key-${link.guest.userId.slice(0, 8)}`;
  await insertSecureLinkRow(t.database, {
    keyId,
    projectId: link.projectId,
    email: link.guest.email,
    guestUserId: link.guest.userId,
  });
  return keyId;
}

/** A personal access token of a user (30 days unless told); answers the secret and its record. */
export async function createAccessToken(
  t: TestApp,
  userId: string,
  options: { scopes: readonly string[]; name?: string; expiresInDays?: number | null; now?: () => Date },
) {
  const created = await createPersonalAccessToken(
    { database: t.database, now: options.now ?? (() => new Date()) },
    userId,
    {
      name: options.name ?? `test ${options.scopes.join(' ')}`,
      scopes: options.scopes,
      expiresInDays: options.expiresInDays === undefined ? 30 : options.expiresInDays,
    },
  );
  if (created === 'tooMany') {
    throw new Error('too many tokens');
  }
  return created;
}

/** A stored OAuth provider row that expired `expiredMsAgo` ms ago (a negative age expires in the future). */
export async function createOAuthModelRow(
  t: TestApp,
  row: { model: string; idHash: string; expiredMsAgo: number },
): Promise<void> {
  await insertOAuthModelRow(t.database, {
    model: row.model,
    idHash: row.idHash,
    expiresAt: new Date(Date.now() - row.expiredMsAgo),
  });
}

/** A site of an organisation (written straight in the table: the sites feature only reads sites); answers its id. */
export function createSite(t: TestApp, orgId: string, name: string): Promise<string> {
  return insertSiteRow(t.database, { orgId, name });
}

/** A user group of an organisation with its members (user ids); answers its id. */
export function createUserGroup(
  t: TestApp,
  orgId: string,
  name: string,
  memberIds: readonly string[] = [],
): Promise<string> {
  return insertUserGroupRow(t.database, { orgId, name, memberIds });
}

/** Sets what an organisation's members may share projects with (the org-admin setting, without its request). */
export function setOrganizationSharingRestriction(
  t: TestApp,
  orgId: string,
  restriction: SharingRestriction,
): Promise<void> {
  return updateOrganizationSharingRestriction(t.database, orgId, restriction);
}

/**
 * A report template saved by the session's user through its endpoint (a private one-section PDF template
 * unless `template` says otherwise); answers it, throws unless it was created.
 */
export async function createReportTemplate(
  t: TestApp,
  session: TestSession,
  template: { name: string } & Record<string, unknown>,
): Promise<ReportTemplate> {
  const response = await t.app.inject({
    method: 'POST',
    url: '/reportapi/v1/templates',
    headers: authHeaders(session),
    payload: {
      visibility: 'PRIVATE',
      format: 'pdf',
      language: 'en',
      sections: [{ type: 'cover' }],
      options: {},
      ...template,
    },
  });
  if (response.statusCode !== 201) {
    throw new Error(`the template was not created: ${response.statusCode} ${response.body}`);
  }
  return response.json<ReportTemplate>();
}
