import type { AuthenticatedUser } from '../../http/session';

/**
 * Who asks, as the access policy sees it: a member of an organisation (an org admin sees every project of
 * it) or a guest of the secure project view (one project). `scopes` limits a bearer token (null: a browser
 * session, which may do whatever the roles allow).
 */
export type Principal =
  | {
      kind: 'member';
      userId: string;
      orgId: string;
      email: string;
      isOrgAdmin: boolean;
      scopes: readonly string[] | null;
      /** Only these projects, whatever the roles say (the public demo's seeded projects); null: no such limit. */
      projectIds: readonly string[] | null;
    }
  | { kind: 'guest'; guestUserId: string; projectId: string };

/** Whether the caller is a guest of the secure project view (a GUEST session or a GUEST account). */
export function isGuestCaller(user: AuthenticatedUser): boolean {
  return user.session.kind === 'GUEST' || user.role === 'GUEST';
}

/** The principal of a signed-in caller; null when it can see no project at all (no organisation, no link). */
export function principalOf(user: AuthenticatedUser): Principal | null {
  if (isGuestCaller(user)) {
    const projectId = user.session.kind === 'GUEST' ? user.session.guestProjectId : null;
    return projectId === null ? null : { kind: 'guest', guestUserId: user.userId, projectId };
  }
  if (user.orgId === null) {
    return null;
  }
  return {
    kind: 'member',
    userId: user.userId,
    orgId: user.orgId,
    email: user.email,
    isOrgAdmin: user.orgAdmin,
    scopes: user.bearer?.scopes ?? null,
    projectIds: user.onlyProjectIds ?? null,
  };
}
