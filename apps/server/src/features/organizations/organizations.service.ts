import { SUCCESS_MESSAGES, type SharingRestriction } from '@airlens/domain';
import { notFound } from '../../http/errors';
import type { AuthenticatedUser } from '../../http/session';
import type { AccountsContext } from '../auth';
import {
  findOrgPreferences,
  listUserGroups,
  updateOrgPreferences,
  type UserGroup,
} from './organizations.repo';

/** The caller's organisation preferences in the result wrapper; 404 for a user without organisation. */
export async function getOrgPreferences(context: AccountsContext, caller: AuthenticatedUser) {
  const preferences = caller.orgId === null ? null : await findOrgPreferences(context.database, caller.orgId);
  if (preferences === null) {
    throw notFound();
  }
  return { success: true, message: SUCCESS_MESSAGES.orgSettingsFetched, data: preferences };
}

/** Updates the caller's organisation (admin with enterprise-plus, checked by the route); another org is 404. */
export async function changeOrgPreferences(
  context: AccountsContext,
  caller: AuthenticatedUser,
  orgId: string,
  changes: { sharingRestriction?: SharingRestriction | undefined; passwordPolicy?: boolean | undefined },
) {
  if (caller.orgId !== orgId) {
    throw notFound();
  }
  const preferences = await updateOrgPreferences(context.database, orgId, changes);
  if (preferences === null) {
    throw notFound();
  }
  return { success: true, message: SUCCESS_MESSAGES.orgSettingsUpdated, data: preferences };
}

/** The caller's organisation's user groups filtered by name; none for a user without organisation. */
export async function getUserGroups(
  context: AccountsContext,
  caller: AuthenticatedUser,
  groupName: string,
): Promise<UserGroup[]> {
  if (caller.orgId === null) {
    return [];
  }
  return listUserGroups(context.database, caller.orgId, groupName.trim());
}
