import { dedupeProjectUsers } from '@airlens/domain';
import type { AppConfig } from '../../config';
import type { Database, SqlSession } from '../../db/database';
import { conflict, invalidInput, notFound } from '../../http/errors';
import type { AuthenticatedUser } from '../../http/session';
import {
  claimLicence,
  countOrgLicences,
  findManagedLicence,
  findOrgLicence,
  findOrgMemberId,
  giveLicence,
  LICENSE_SORT_COLUMNS,
  listOrgLicences,
  releaseLicence,
} from './manage-licenses.repo';
import { containsPattern, pageOf, parseSort, type PagedQuery } from './manage-paging';
import { countOrgProjects, listOrgProjects, PROJECT_SORT_COLUMNS } from './manage-projects.repo';

/** What the manage area needs. */
export interface ManageContext {
  database: Database;
  config: AppConfig;
  now: () => Date;
}

export const LICENCE_NOT_CLAIMABLE = 'This licence key is unknown or already in use.';
export const LICENCE_ASSIGN_RACE =
  'The licence was assigned by someone else at the same time; please try again.';

/** The admin's own organisation only: any other id answers 404, as if it did not exist. */
function assertOwnOrg(caller: AuthenticatedUser, orgId: string): void {
  if (caller.orgId === null || caller.orgId !== orgId.toLowerCase() || !caller.orgAdmin) {
    throw notFound();
  }
}

function patternOf(query: string): string | null {
  return query.trim() === '' ? null : containsPattern(query);
}

/** One page of every project of the admin's organisation with owner and users (design projects only with the flag). */
export async function getOrgProjects(
  context: ManageContext,
  caller: AuthenticatedUser,
  orgId: string,
  query: PagedQuery,
) {
  assertOwnOrg(caller, orgId);
  const sort = parseSort(query.sort, PROJECT_SORT_COLUMNS, { column: 'name', direction: 'asc' });
  const filter = {
    orgId: orgId.toLowerCase(),
    pattern: patternOf(query.query),
    includeDesignProjects: context.config.featureFlags.designProject,
  };
  const [total, rows] = await Promise.all([
    countOrgProjects(context.database, filter),
    listOrgProjects(context.database, filter, { sort, limit: query.size, offset: query.page * query.size }),
  ]);
  const content = rows.map((row) => ({
    id: row.id,
    name: row.name,
    country: row.country,
    city: row.city,
    projectType: row.projectType,
    status: row.status,
    lastSurveyDate: row.lastSurveyDate,
    createdAt: row.createdAt.toISOString(),
    owner: row.owner,
    projectUsers: dedupeProjectUsers(row.users),
  }));
  return pageOf(content, total, query);
}

/** One page of the licences of the admin's organisation with their holders. */
export async function getOrgLicences(
  context: ManageContext,
  caller: AuthenticatedUser,
  orgId: string,
  query: PagedQuery,
) {
  assertOwnOrg(caller, orgId);
  const sort = parseSort(query.sort, LICENSE_SORT_COLUMNS, { column: 'licenseKey', direction: 'asc' });
  const pattern = patternOf(query.query);
  const [total, rows] = await Promise.all([
    countOrgLicences(context.database, orgId.toLowerCase(), pattern),
    listOrgLicences(context.database, orgId.toLowerCase(), pattern, {
      sort,
      limit: query.size,
      offset: query.page * query.size,
    }),
  ]);
  return pageOf(rows, total, query);
}

function isUniqueViolation(error: unknown): boolean {
  return typeof error === 'object' && error !== null && 'code' in error && error.code === '23505';
}

/**
 * Assigns a licence of the organisation to a member by e-mail, taking it from its previous holder; the
 * member's former licence (if any) is freed. The licence applies at the member's next request.
 */
export async function assignOrgLicence(
  context: ManageContext,
  caller: AuthenticatedUser,
  orgId: string,
  licenseKey: string,
  email: string,
) {
  assertOwnOrg(caller, orgId);
  const org = orgId.toLowerCase();
  const licence = await findOrgLicence(context.database, org, licenseKey);
  if (licence === null) {
    throw notFound();
  }
  const userId = await findOrgMemberId(context.database, org, email);
  if (userId === null) {
    throw invalidInput('email', 'not a member of your organization');
  }
  const now = context.now();
  if (licence.holderId !== userId) {
    // Taking the licence from its holder and giving it to the member happen together or not at all.
    await context.database.withTransaction(async (tx) => {
      await releaseLicence(tx, licence.id, userId, now);
      if (!(await giveLicenceOrFalse(tx, userId, licence.id, now))) {
        throw conflict(LICENCE_ASSIGN_RACE);
      }
    });
  }
  return getLicenceRow(context, org, licenseKey);
}

/** Gives the licence, answering false when a concurrent assignment won the race (the unique index refused). */
async function giveLicenceOrFalse(
  tx: SqlSession,
  userId: string,
  licenceId: string,
  now: Date,
): Promise<boolean> {
  try {
    return await giveLicence(tx, userId, licenceId, now);
  } catch (error) {
    if (isUniqueViolation(error)) {
      return false;
    }
    throw error;
  }
}

/** Takes a licence of the organisation away from its holder. */
export async function unassignOrgLicence(
  context: ManageContext,
  caller: AuthenticatedUser,
  orgId: string,
  licenseKey: string,
) {
  assertOwnOrg(caller, orgId);
  const org = orgId.toLowerCase();
  const licence = await findOrgLicence(context.database, org, licenseKey);
  if (licence === null) {
    throw notFound();
  }
  await releaseLicence(context.database, licence.id, null, context.now());
  return getLicenceRow(context, org, licenseKey);
}

/** Adds an unowned licence key (no organisation, no holder) to the admin's organisation. */
export async function activateOrgLicence(
  context: ManageContext,
  caller: AuthenticatedUser,
  orgId: string,
  licenseKey: string,
) {
  assertOwnOrg(caller, orgId);
  const org = orgId.toLowerCase();
  if (!(await claimLicence(context.database, org, licenseKey.trim()))) {
    throw invalidInput('licenseKey', LICENCE_NOT_CLAIMABLE);
  }
  return getLicenceRow(context, org, licenseKey.trim());
}

async function getLicenceRow(context: ManageContext, orgId: string, licenseKey: string) {
  const row = await findManagedLicence(context.database, orgId, licenseKey);
  if (row === null) {
    throw notFound();
  }
  return row;
}
