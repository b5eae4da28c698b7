import {
  DESIGN_PROJECT_DISABLED,
  hasFullAccess,
  hasWriteAccess,
  isDesignProject,
  isOwner,
  isProjectRole,
  type ProjectRole,
  type SharingRestriction,
} from '@airlens/domain';
import type { Database } from '../../db/database';
import { AppError, forbidden, notFound } from '../../http/errors';
import type { AuthenticatedUser } from '../../http/session';
import { principalOf } from './principal';
import { findVisibleProject, type VisibleProjectFacts } from './project-visibility.repo';

/** What a caller may do on a project: read, write (write roles), share (full-access roles), owner (owner only). */
export type ProjectPermission = 'read' | 'write' | 'share' | 'owner';

/** A project the caller may use, with the role that decided it. */
export interface AccessibleProject {
  projectId: string;
  orgId: string;
  name: string;
  projectType: string;
  status: string;
  sharingRestriction: SharingRestriction;
  role: ProjectRole;
  /** The caller's own listing on the project (null for unlisted members, org admins not listed, guests). */
  listedRole: ProjectRole | null;
  isGuest: boolean;
  isOrgAdmin: boolean;
}

const UUID_PATTERN = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * The role rule, one for every route (insights, projects, heatmaps, sharing): a user sees the projects of
 * their organisation they hold a role on, and org admins see all of them and count as OWNER (issue "Insights
 * engine": 404 otherwise). The sharing restriction narrows it: under NO_SHARING only listed owners and org
 * admins keep access. An unlisted member has no role, so docs/product-spec.md §6's READ_USER default applies only to people
 * who can already see the project (for example an org admin's role on the client).
 */
export function resolveMemberRole(input: {
  isOrgAdmin: boolean;
  sharingRestriction: SharingRestriction;
  listedRole: ProjectRole | null;
}): ProjectRole | null {
  if (input.isOrgAdmin) {
    return 'OWNER';
  }
  if (input.sharingRestriction === 'NO_SHARING') {
    return input.listedRole === 'OWNER' ? 'OWNER' : null;
  }
  return input.listedRole;
}

/** Whether a role grants a permission. */
export function roleAllows(role: ProjectRole, permission: ProjectPermission): boolean {
  switch (permission) {
    case 'read':
      return true;
    case 'write':
      return hasWriteAccess(role);
    case 'share':
      return hasFullAccess(role);
    case 'owner':
      return isOwner(role);
  }
}

async function loadAccess(
  database: Database,
  user: AuthenticatedUser,
  projectId: string,
): Promise<AccessibleProject | null> {
  const principal = principalOf(user);
  if (principal === null || !UUID_PATTERN.test(projectId)) {
    return null;
  }
  // Whether the caller may see the project at all is the visibility rule's answer, in SQL.
  const facts = await findVisibleProject(database, principal, projectId);
  if (facts === null) {
    return null;
  }
  if (principal.kind === 'guest') {
    return present(facts, 'READ_USER', null, { isGuest: true, isOrgAdmin: false });
  }
  const listedRole = isProjectRole(facts.listedRole) ? facts.listedRole : null;
  const role = resolveMemberRole({
    isOrgAdmin: principal.isOrgAdmin,
    sharingRestriction: facts.sharingRestriction,
    listedRole,
  });
  return role === null
    ? null
    : present(facts, role, listedRole, { isGuest: false, isOrgAdmin: principal.isOrgAdmin });
}

function present(
  facts: VisibleProjectFacts,
  role: ProjectRole,
  listedRole: ProjectRole | null,
  flags: { isGuest: boolean; isOrgAdmin: boolean },
): AccessibleProject {
  return {
    projectId: facts.projectId,
    orgId: facts.orgId,
    name: facts.name,
    projectType: facts.projectType,
    status: facts.status,
    sharingRestriction: facts.sharingRestriction,
    role,
    listedRole,
    ...flags,
  };
}

/** The caller's effective role on a project (org admin → OWNER, listed member → the listed role), or null. */
export async function getProjectRole(
  database: Database,
  user: AuthenticatedUser,
  projectId: string,
): Promise<ProjectRole | null> {
  const access = await loadAccess(database, user, projectId);
  return access === null ? null : access.role;
}

/**
 * The project when the caller holds `permission` on it: 404 when the caller may not read it (same as not
 * there), 403 when it may read but not do more; guests may only read their one project.
 * `hideDesignProjects` (the designProject flag off) answers 400 'This is design project.' for design projects.
 */
export async function assertProjectPermission(
  database: Database,
  user: AuthenticatedUser,
  projectId: string,
  permission: ProjectPermission,
  options: { hideDesignProjects?: boolean } = {},
): Promise<AccessibleProject> {
  const access = await loadAccess(database, user, projectId);
  if (access === null) {
    throw notFound();
  }
  if (options.hideDesignProjects === true && isDesignProject(access.projectType)) {
    throw new AppError(400, 'DESIGN_PROJECT', DESIGN_PROJECT_DISABLED);
  }
  if (access.isGuest && permission !== 'read') {
    throw forbidden();
  }
  if (!roleAllows(access.role, permission)) {
    throw forbidden();
  }
  return access;
}
