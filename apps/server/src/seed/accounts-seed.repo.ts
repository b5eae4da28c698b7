import type { Database } from '../db/database';

export async function insertOrganization(
  database: Database,
  org: { id: string; name: string; enterprisePlus: boolean; passwordPolicy: boolean },
): Promise<void> {
  await database.query(
    'INSERT INTO organizations (id, name, enterprise_plus, password_policy) VALUES ($1, $2, $3, $4)',
    [org.id, org.name, org.enterprisePlus, org.passwordPolicy],
  );
}

export async function insertLicence(
  database: Database,
  licence: {
    id: string;
    licenseKey: string;
    orgId: string | null;
    product: string;
    status: string;
    subscriptionDate: string;
    subscriptionExpirationDate: string | null;
  },
): Promise<void> {
  await database.query(
    `INSERT INTO licences (id, license_key, org_id, product, status, subscription_date, subscription_expiration_date)
     VALUES ($1, $2, $3, $4, $5, $6::date, $7::date)`,
    [
      licence.id,
      licence.licenseKey,
      licence.orgId,
      licence.product,
      licence.status,
      licence.subscriptionDate,
      licence.subscriptionExpirationDate,
    ],
  );
}

export async function insertUserGroup(
  database: Database,
  group: { id: string; orgId: string; name: string; memberIds: string[] },
): Promise<void> {
  await database.query('INSERT INTO user_groups (id, org_id, name) VALUES ($1, $2, $3)', [
    group.id,
    group.orgId,
    group.name,
  ]);
  for (const userId of group.memberIds) {
    await database.query('INSERT INTO user_group_members (group_id, user_id) VALUES ($1, $2)', [
      group.id,
      userId,
    ]);
  }
}
