import type { LicenceProduct, LicenceStatus } from '@airlens/domain';
import type { Database, SqlSession } from '../../db/database';
import type { SortOrder } from './manage-paging';

export const LICENSE_SORT_COLUMNS = [
  'licenseKey',
  'status',
  'subscriptionDate',
  'subscriptionExpirationDate',
  'product',
  'assignedTo',
] as const;
export type LicenseSortColumn = (typeof LICENSE_SORT_COLUMNS)[number];

const SORT_SQL: Record<LicenseSortColumn, string> = {
  licenseKey: 'l.license_key',
  status: 'l.status',
  subscriptionDate: 'l.subscription_date',
  subscriptionExpirationDate: 'l.subscription_expiration_date',
  product: 'l.product',
  assignedTo: 'lower(u.email)',
};

/** One licence of the organisation as the manage table shows it. */
export interface ManagedLicenceRow {
  licenseKey: string;
  status: LicenceStatus;
  product: LicenceProduct;
  subscriptionDate: string;
  subscriptionExpirationDate: string | null;
  assignedTo: string | null;
}

/** The licence whose key is $2 in any case (people type keys; migration 0120 indexes upper(license_key)). */
const SAME_KEY = 'upper(l.license_key) = upper($2)';

const WHERE = `l.org_id = $1 AND ($2::text IS NULL OR lower(l.license_key) LIKE $2 OR lower(l.product) LIKE $2
  OR lower(l.status) LIKE $2 OR lower(coalesce(u.email, '')) LIKE $2)`;

export async function countOrgLicences(
  database: Database,
  orgId: string,
  pattern: string | null,
): Promise<number> {
  const { rows } = await database.query<{ count: string | number }>(
    `SELECT count(*) AS count FROM licences l LEFT JOIN users u ON u.licence_id = l.id WHERE ${WHERE}`,
    [orgId, pattern],
  );
  return Number(rows[0]?.count ?? 0);
}

const SELECT = `SELECT l.license_key, l.status, l.product, l.subscription_date::text AS subscription_date,
            l.subscription_expiration_date::text AS subscription_expiration_date, u.email AS assigned_to
       FROM licences l LEFT JOIN users u ON u.licence_id = l.id`;

interface LicenceRow {
  license_key: string;
  status: string;
  product: string;
  subscription_date: string;
  subscription_expiration_date: string | null;
  assigned_to: string | null;
}

function toManaged(row: LicenceRow): ManagedLicenceRow {
  return {
    licenseKey: row.license_key,
    // The table's CHECK constraints guarantee these values.
    status: row.status as LicenceStatus,
    product: row.product as LicenceProduct,
    subscriptionDate: row.subscription_date,
    subscriptionExpirationDate: row.subscription_expiration_date,
    assignedTo: row.assigned_to,
  };
}

/** One licence of the organisation as the manage table shows it, or null. */
export async function findManagedLicence(
  database: Database,
  orgId: string,
  licenseKey: string,
): Promise<ManagedLicenceRow | null> {
  const { rows } = await database.query<LicenceRow>(
    `${SELECT} WHERE l.org_id = $1 AND ${SAME_KEY}
      ORDER BY l.license_key = $2 DESC
      LIMIT 1`,
    [orgId, licenseKey],
  );
  const row = rows[0];
  return row === undefined ? null : toManaged(row);
}

/** One page of the organisation's licences with their holders, in the requested order (ties by key). */
export async function listOrgLicences(
  database: Database,
  orgId: string,
  pattern: string | null,
  page: { sort: SortOrder<LicenseSortColumn>; limit: number; offset: number },
): Promise<ManagedLicenceRow[]> {
  const direction = page.sort.direction === 'desc' ? 'DESC' : 'ASC';
  const { rows } = await database.query<LicenceRow>(
    `${SELECT}
      WHERE ${WHERE}
      ORDER BY ${SORT_SQL[page.sort.column]} ${direction} NULLS LAST, l.license_key
      LIMIT $3 OFFSET $4`,
    [orgId, pattern, page.limit, page.offset],
  );
  return rows.map(toManaged);
}

/** A licence of the organisation with its holder, or null. */
export async function findOrgLicence(
  database: Database,
  orgId: string,
  licenseKey: string,
): Promise<{ id: string; holderId: string | null } | null> {
  const { rows } = await database.query<{ id: string; holder_id: string | null }>(
    `SELECT l.id::text AS id, u.id::text AS holder_id FROM licences l LEFT JOIN users u ON u.licence_id = l.id
      WHERE l.org_id = $1 AND ${SAME_KEY}
      ORDER BY l.license_key = $2 DESC
      LIMIT 1`,
    [orgId, licenseKey],
  );
  const row = rows[0];
  return row === undefined ? null : { id: row.id, holderId: row.holder_id };
}

/** The active, non-guest member of the organisation with this e-mail, or null. */
export async function findOrgMemberId(
  database: Database,
  orgId: string,
  email: string,
): Promise<string | null> {
  const { rows } = await database.query<{ id: string }>(
    `SELECT id::text AS id FROM users WHERE org_id = $1 AND lower(email) = lower($2) AND role = 'USER' AND disabled_at IS NULL`,
    [orgId, email],
  );
  return rows[0]?.id ?? null;
}

/** Takes a licence away from whoever holds it (except `keepUserId`). */
export async function releaseLicence(
  database: SqlSession,
  licenceId: string,
  keepUserId: string | null,
  now: Date,
): Promise<void> {
  await database.query(
    'UPDATE users SET licence_id = NULL, updated_at = $3 WHERE licence_id = $1 AND id IS DISTINCT FROM $2',
    [licenceId, keepUserId, now],
  );
}

/** Gives a licence to a user unless someone else holds it now (the unique index decides races); true when done. */
export async function giveLicence(
  database: SqlSession,
  userId: string,
  licenceId: string,
  now: Date,
): Promise<boolean> {
  const { rows } = await database.query(
    `UPDATE users SET licence_id = $2, updated_at = $3
      WHERE id = $1 AND NOT EXISTS (SELECT 1 FROM users other WHERE other.licence_id = $2 AND other.id <> $1)
      RETURNING id`,
    [userId, licenceId, now],
  );
  return rows.length === 1;
}

/** Claims an unowned licence key (no organisation, no holder) for the organisation; true when done. */
export async function claimLicence(database: Database, orgId: string, licenseKey: string): Promise<boolean> {
  const { rows } = await database.query(
    `UPDATE licences l SET org_id = $1
      WHERE l.id = (SELECT l.id FROM licences l WHERE ${SAME_KEY} ORDER BY l.license_key = $2 DESC LIMIT 1)
        AND l.org_id IS NULL AND NOT EXISTS (SELECT 1 FROM users u WHERE u.licence_id = l.id)
      RETURNING l.id`,
    [orgId, licenseKey],
  );
  return rows.length === 1;
}
