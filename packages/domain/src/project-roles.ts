/** Project roles from strongest to weakest. */
export const PROJECT_ROLES = ['OWNER', 'WRITE_SHARE_USER', 'WRITE_USER', 'READ_USER'] as const;

/** One project role. */
export type ProjectRole = (typeof PROJECT_ROLES)[number];

/** A user listed on a project: an e-mail address and a role. */
export interface ProjectUser {
  /** The user's e-mail address. */
  username: string;
  /** The user's role on the project. */
  role: ProjectRole;
}

/** Whether a value is a project role. */
export function isProjectRole(value: unknown): value is ProjectRole {
  return typeof value === 'string' && (PROJECT_ROLES as readonly string[]).includes(value);
}

/** Whether the role may change the project: OWNER, WRITE_SHARE_USER or WRITE_USER. */
export function hasWriteAccess(role: ProjectRole): boolean {
  return role === 'OWNER' || role === 'WRITE_SHARE_USER' || role === 'WRITE_USER';
}

/** Whether the role may change and share the project: OWNER or WRITE_SHARE_USER. */
export function hasFullAccess(role: ProjectRole): boolean {
  return role === 'OWNER' || role === 'WRITE_SHARE_USER';
}

/** Whether the role is OWNER. */
export function isOwner(role: ProjectRole): boolean {
  return role === 'OWNER';
}

/** Rank of a role: 0 for OWNER up to 3 for READ_USER. */
export function projectRoleRank(role: ProjectRole): number {
  return PROJECT_ROLES.indexOf(role);
}

function sameUsername(a: string, b: string): boolean {
  return a.trim().toLowerCase() === b.trim().toLowerCase();
}

/** The project users de-duplicated by username (case-insensitive, strongest role kept), owners first, then alphabetical. */
export function dedupeProjectUsers<T extends ProjectUser>(users: readonly T[]): T[] {
  const byName = new Map<string, T>();
  for (const user of users) {
    const key = user.username.trim().toLowerCase();
    const kept = byName.get(key);
    if (kept === undefined || projectRoleRank(user.role) < projectRoleRank(kept.role)) {
      byName.set(key, user);
    }
  }
  return [...byName.values()].sort((a, b) => {
    const ownerOrder = Number(!isOwner(a.role)) - Number(!isOwner(b.role));
    if (ownerOrder !== 0) {
      return ownerOrder;
    }
    const nameA = a.username.trim().toLowerCase();
    const nameB = b.username.trim().toLowerCase();
    return nameA < nameB ? -1 : nameA > nameB ? 1 : 0;
  });
}

/**
 * Who a project is shared with, from `myUsername`'s view: 'Only me' when I am the only user, 'Me + 1 user'
 * or 'Me + N users' (the spec's 'Me + N user(s)' in words) when I own it and N others are listed, otherwise
 * the number of listed users ('1 user', 'N users').
 */
export function userSummaryLabel(projectUsers: readonly ProjectUser[], myUsername: string): string {
  const users = dedupeProjectUsers(projectUsers);
  const me = users.find((user) => sameUsername(user.username, myUsername));
  const others = users.length - (me === undefined ? 0 : 1);
  if (me !== undefined && others === 0) {
    return 'Only me';
  }
  if (me !== undefined && isOwner(me.role)) {
    return others === 1 ? 'Me + 1 user' : `Me + ${others} users`;
  }
  return users.length === 1 ? '1 user' : `${users.length} users`;
}
