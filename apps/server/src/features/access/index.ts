// The access policy's public names: which projects a principal may see, and what it may do on one.
export {
  assertProjectPermission,
  getProjectRole,
  resolveMemberRole,
  roleAllows,
} from './project-access.service';
export type { AccessibleProject, ProjectPermission } from './project-access.service';
export { isGuestCaller, principalOf } from './principal';
export type { Principal } from './principal';
export { projectVisibleTo } from './project-visibility.repo';
