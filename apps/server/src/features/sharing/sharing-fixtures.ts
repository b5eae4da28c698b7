// Test fixtures for sharing, manage, notifications and sites (imported by *.test.ts files only).
import { randomUUID } from 'node:crypto';
import type { ProjectRole, SharingRestriction } from '@airlens/domain';
import type { InjectOptions, LightMyRequestResponse } from 'fastify';
import {
  ACCOUNTS_TEST_ENV,
  authHeaders,
  cookiesOf,
  createTestAccount,
  createTestOrg,
  signIn,
  type TestAccount,
  type TestSession,
  waitForOutboxMail,
} from '../auth/test-accounts';
import {
  createProjectRow,
  createSite,
  createUserGroup,
  setOrganizationSharingRestriction,
} from '../../test/factories';
import type { TestApp } from '../../test/test-app';

export { ACCOUNTS_TEST_ENV };

/** Inserts a project straight into the projects table (the projects feature owns creation). */
export function createTestProject(
  t: TestApp,
  input: {
    orgId: string;
    name?: string;
    users?: { username: string; role: ProjectRole }[];
    projectType?: string;
    status?: string;
    siteId?: string | null;
    country?: string | null;
    city?: string | null;
    createdAt?: Date;
  },
): Promise<string> {
  return createProjectRow(t, { ...input, esxProjectId: randomUUID() });
}

export function createTestSite(t: TestApp, orgId: string, name: string): Promise<string> {
  return createSite(t, orgId, name);
}

export function setSharingRestriction(
  t: TestApp,
  orgId: string,
  restriction: SharingRestriction,
): Promise<void> {
  return setOrganizationSharingRestriction(t, orgId, restriction);
}

export function createTestGroup(
  t: TestApp,
  orgId: string,
  name: string,
  memberIds: string[],
): Promise<string> {
  return createUserGroup(t, orgId, name, memberIds);
}

/** A signed-in account. */
export interface Actor {
  account: TestAccount;
  session: TestSession;
}

export async function createActor(
  t: TestApp,
  options: Parameters<typeof createTestAccount>[1] & { email: string },
): Promise<Actor> {
  const account = await createTestAccount(t, options);
  return { account, session: await signIn(t.app, account) };
}

/** Two organisations and one signed-in actor per role of the security plan (C1). */
export interface SharingWorld {
  orgA: string;
  orgB: string;
  projectId: string;
  owner: Actor;
  writeShare: Actor;
  write: Actor;
  read: Actor;
  member: Actor;
  adminA: Actor;
  userB: Actor;
  adminB: Actor;
}

export async function createSharingWorld(t: TestApp, tag = 'w'): Promise<SharingWorld> {
  const orgA = await createTestOrg(t, { name: `A ${tag}` });
  const orgB = await createTestOrg(t, { name: `B ${tag}` });
  const actor = (email: string, orgId: string, orgAdmin = false) =>
    createActor(t, { email, orgId, orgAdmin });
  const owner = await actor(`owner-${tag}@a.example`, orgA);
  const writeShare = await actor(`writeshare-${tag}@a.example`, orgA);
  const write = await actor(`write-${tag}@a.example`, orgA);
  const read = await actor(`read-${tag}@a.example`, orgA);
  const member = await actor(`member-${tag}@a.example`, orgA);
  const adminA = await actor(`admin-${tag}@a.example`, orgA, true);
  const userB = await actor(`user-${tag}@b.example`, orgB);
  const adminB = await actor(`admin-${tag}@b.example`, orgB, true);
  const projectId = await createTestProject(t, {
    orgId: orgA,
    name: `Warehouse ${tag}`,
    users: [
      { username: owner.account.email, role: 'OWNER' },
      { username: writeShare.account.email.toUpperCase(), role: 'WRITE_SHARE_USER' },
      { username: write.account.email, role: 'WRITE_USER' },
      { username: read.account.email, role: 'READ_USER' },
    ],
  });
  return { orgA, orgB, projectId, owner, writeShare, write, read, member, adminA, userB, adminB };
}

export function asHeaders(actor: Actor | TestSession): Record<string, string> {
  return authHeaders('session' in actor ? actor.session : actor);
}

/** One request as `actor` (session cookie and CSRF token), or without a session when null. */
export function sendAs(
  t: TestApp,
  actor: Actor | TestSession | null,
  method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE',
  url: string,
  payload?: InjectOptions['payload'],
): Promise<LightMyRequestResponse> {
  return t.app.inject({
    method,
    url,
    ...(actor === null ? {} : { headers: asHeaders(actor) }),
    ...(payload === undefined ? {} : { payload }),
  });
}

/** The guest's browser after a successful code exchange. */
export function guestSessionOf(response: LightMyRequestResponse): TestSession {
  const cookies = cookiesOf(response);
  return {
    cookie: `airlens_session=${cookies.airlens_session ?? ''}; airlens_csrf=${cookies.airlens_csrf ?? ''}`,
    csrfToken: String(response.headers.csrftoken),
    userId: response.json<{ userId: string }>().userId,
  };
}

/** The code of the `count`-th guest-code mail to an address (waits for it; newest first). */
export async function latestCodeFor(t: TestApp, email: string, count = 1): Promise<string> {
  for (let attempt = 0; attempt < 200; attempt += 1) {
    const mails = (await waitForOutboxMail(t, email)).filter(
      (mail) => mail.subject === 'Your Airlens project access code',
    );
    const match = mails.length >= count ? /is (\d{6})\./.exec(mails[0]?.text ?? '') : null;
    if (match?.[1] !== undefined) {
      return match[1];
    }
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  throw new Error(`no code mail for ${email}`);
}

/** Invites `email` to a project as `owner`, then signs the guest in with the mailed code: the guest's browser. */
export async function signInInvitedGuest(
  t: TestApp,
  owner: Actor,
  projectId: string,
  email: string,
): Promise<TestSession> {
  const invited = await sendAs(t, owner, 'POST', `/shareapi/v1/projects/${projectId}/secure-links`, {
    email,
  });
  const keyId = invited.json<{ keyId: string }>().keyId;
  await sendAs(t, null, 'POST', `/shareapi/secureProjectView/${keyId}/otp`);
  const otp = await latestCodeFor(t, email);
  return guestSessionOf(
    await sendAs(t, null, 'POST', `/shareapi/secureProjectView/${keyId}/session`, { otp }),
  );
}
