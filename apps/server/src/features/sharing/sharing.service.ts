import { dedupeProjectUsers, type ProjectRole, type ProjectUser } from '@airlens/domain';
import { AppError, conflict, forbidden, invalidInput } from '../../http/errors';
import type { AuthenticatedUser } from '../../http/session';
import { normalizeEmail, type AccountsContext } from '../auth';
import { notifyUser } from '../notifications/notifications.service';
import { assertProjectPermission, roleAllows } from '../access';
import {
  findGroupMemberEmails,
  findOrgMemberEmails,
  findProjectPreference,
  listProjectUsers,
  lockProjectForSharing,
  replaceProjectUsers,
  upsertProjectPreference,
  type ProjectPreferenceRow,
} from './sharing.repo';

/** One entry of a PUT users body: a user by e-mail, or every member of a user group. */
export type ShareEntry = { username: string; role: ProjectRole } | { groupId: string; role: ProjectRole };

export const SHARING_DISABLED = 'Sharing is disabled for this organization.';
export const OWNER_ONLY_CHANGE = 'Only an owner can add, change or remove owners.';
export const PROJECT_BEING_DELETED = 'The project is being deleted.';

/** The caller's effective role on a project and what it allows (guests: read only). */
export async function getMyProjectAccess(
  context: AccountsContext,
  caller: AuthenticatedUser,
  projectId: string,
) {
  const project = await assertProjectPermission(context.database, caller, projectId, 'read');
  const allows = (permission: 'write' | 'share' | 'owner') =>
    !project.isGuest && roleAllows(project.role, permission);
  return {
    projectId: project.projectId,
    role: project.role,
    isGuest: project.isGuest,
    canWrite: allows('write'),
    canShare: allows('share'),
    isOwner: allows('owner'),
  };
}

/** A project's users for any caller who may read it: de-duplicated, owners first, then alphabetical. */
export async function getProjectUsers(
  context: AccountsContext,
  caller: AuthenticatedUser,
  projectId: string,
): Promise<ProjectUser[]> {
  const project = await assertProjectPermission(context.database, caller, projectId, 'read');
  if (project.isGuest) {
    // A guest reads the project, not who inside the organisation works on it.
    throw forbidden();
  }
  return dedupeProjectUsers(await listProjectUsers(context.database, projectId));
}

function ownerSet(users: readonly ProjectUser[]): Set<string> {
  return new Set(users.filter((user) => user.role === 'OWNER').map((user) => user.username.toLowerCase()));
}

function sameSet(a: Set<string>, b: Set<string>): boolean {
  return a.size === b.size && [...a].every((value) => b.has(value));
}

/**
 * One request names a user once: with two roles for one address it is not clear which the caller meant.
 * (A user listed directly and also through a group is fine: the stronger role wins.)
 */
function assertNoRepeatedUsername(entries: ShareEntry[]): void {
  const seen = new Set<string>();
  for (const [index, entry] of entries.entries()) {
    if (!('username' in entry)) {
      continue;
    }
    const username = entry.username.trim().toLowerCase();
    if (seen.has(username)) {
      throw invalidInput(`${index}.username`, `${username} is listed more than once`);
    }
    seen.add(username);
  }
}

async function expandEntries(
  context: AccountsContext,
  orgId: string,
  entries: ShareEntry[],
): Promise<ProjectUser[]> {
  const groupIds = [
    ...new Set(entries.flatMap((entry) => ('groupId' in entry ? [entry.groupId.toLowerCase()] : []))),
  ];
  const groups = await findGroupMemberEmails(context.database, orgId, groupIds);
  const unknown = groupIds.filter((id) => !groups.knownGroupIds.has(id));
  if (unknown.length > 0) {
    throw invalidInput('groupId', `unknown user group ${unknown.join(', ')}`);
  }
  return entries.flatMap((entry) => {
    if ('username' in entry) {
      return [{ username: normalizeEmail(entry.username), role: entry.role }];
    }
    const groupId = entry.groupId.toLowerCase();
    return groups.members
      .filter((member) => member.groupId === groupId)
      .map((member) => ({ username: member.email, role: entry.role }));
  });
}

/**
 * Replaces a project's users (full-access roles and org admins only). Group entries expand to their
 * members; every new listing must be an active member of the organisation; only owners and org admins
 * touch OWNER listings; a project that has an owner keeps one; under NO_SHARING only owners may be listed.
 */
export async function putProjectUsers(
  context: AccountsContext,
  caller: AuthenticatedUser,
  projectId: string,
  entries: ShareEntry[],
): Promise<ProjectUser[]> {
  assertNoRepeatedUsername(entries);
  const project = await assertProjectPermission(context.database, caller, projectId, 'share');
  if (project.status === 'DELETE_REQUESTED') {
    throw conflict(PROJECT_BEING_DELETED);
  }
  const wanted = dedupeProjectUsers(await expandEntries(context, project.orgId, entries));
  if (project.sharingRestriction === 'NO_SHARING' && wanted.some((user) => user.role !== 'OWNER')) {
    throw new AppError(403, 'SHARING_DISABLED', SHARING_DISABLED);
  }
  // Read, check and replace under the project's row lock, so two concurrent changes cannot together leave
  // a project without an owner or undo each other's check.
  const currentRoles = await context.database.withTransaction(async (tx) => {
    await lockProjectForSharing(tx, projectId);
    const current = dedupeProjectUsers(await listProjectUsers(tx, projectId));
    const roles = new Map(current.map((user) => [user.username.toLowerCase(), user.role]));
    // A listing already on the project stays valid even if its user has since left the organisation.
    const changed = wanted.filter((user) => roles.get(user.username) !== user.role);
    const members = await findOrgMemberEmails(
      tx,
      project.orgId,
      changed.map((user) => user.username),
    );
    const outsiders = changed.filter((user) => !members.has(user.username)).map((user) => user.username);
    if (outsiders.length > 0) {
      throw invalidInput('username', `not a member of your organization: ${outsiders.join(', ')}`);
    }
    const canManageOwners = project.isOrgAdmin || project.listedRole === 'OWNER';
    if (!canManageOwners && !sameSet(ownerSet(current), ownerSet(wanted))) {
      throw forbidden(OWNER_ONLY_CHANGE);
    }
    if (ownerSet(current).size > 0 && ownerSet(wanted).size === 0) {
      throw invalidInput('role', 'a project needs at least one owner');
    }
    await replaceProjectUsers(tx, projectId, wanted, context.now());
    return roles;
  });
  const callerEmail = caller.email.toLowerCase();
  for (const user of wanted) {
    if (!currentRoles.has(user.username) && user.username !== callerEmail) {
      context.background.run('shared-with-notification', async () => {
        await notifyUser(
          { database: context.database, now: context.now },
          { email: user.username },
          {
            level: 'info',
            title: 'A project was shared with you',
            description: `${caller.name} shared the project "${project.name}" with you.`,
          },
        );
      });
    }
  }
  return wanted;
}

/** The caller's own preference on a project it may read (defaults when never set). */
export async function getProjectPreference(
  context: AccountsContext,
  caller: AuthenticatedUser,
  projectId: string,
): Promise<ProjectPreferenceRow> {
  const project = await assertProjectPermission(context.database, caller, projectId, 'read');
  if (project.isGuest) {
    throw forbidden();
  }
  return (
    (await findProjectPreference(context.database, projectId, caller.userId)) ?? {
      favorite: false,
      notifications: true,
    }
  );
}

/** Changes the caller's own preference on a project it may read. */
export async function putProjectPreference(
  context: AccountsContext,
  caller: AuthenticatedUser,
  projectId: string,
  changes: { favorite?: boolean | undefined; notifications?: boolean | undefined },
): Promise<ProjectPreferenceRow> {
  const project = await assertProjectPermission(context.database, caller, projectId, 'read');
  if (project.isGuest) {
    throw forbidden();
  }
  return upsertProjectPreference(
    context.database,
    { projectId, userId: caller.userId },
    changes,
    context.now(),
  );
}
