import type { SharingRestriction } from '@airlens/domain';
import type { Database } from '../../db/database';

/** An organisation's preferences. */
export interface OrgPreferences {
  orgId: string;
  sharingRestriction: SharingRestriction;
  passwordPolicy: boolean;
}

interface PreferencesRow {
  id: string;
  sharing_restriction: string;
  password_policy: boolean;
}

function toPreferences(row: PreferencesRow): OrgPreferences {
  return {
    orgId: row.id,
    sharingRestriction: row.sharing_restriction as SharingRestriction,
    passwordPolicy: row.password_policy,
  };
}

export async function findOrgPreferences(database: Database, orgId: string): Promise<OrgPreferences | null> {
  const { rows } = await database.query<PreferencesRow>(
    'SELECT id::text AS id, sharing_restriction, password_policy FROM organizations WHERE id = $1',
    [orgId],
  );
  const row = rows[0];
  return row === undefined ? null : toPreferences(row);
}

export async function updateOrgPreferences(
  database: Database,
  orgId: string,
  changes: { sharingRestriction?: SharingRestriction | undefined; passwordPolicy?: boolean | undefined },
): Promise<OrgPreferences | null> {
  const { rows } = await database.query<PreferencesRow>(
    `UPDATE organizations SET sharing_restriction = coalesce($2, sharing_restriction), password_policy = coalesce($3, password_policy)
      WHERE id = $1 RETURNING id::text AS id, sharing_restriction, password_policy`,
    [orgId, changes.sharingRestriction ?? null, changes.passwordPolicy ?? null],
  );
  const row = rows[0];
  return row === undefined ? null : toPreferences(row);
}

/** A user group with its members. */
export interface UserGroup {
  id: string;
  name: string;
  members: { userId: string; email: string; name: string }[];
}

/** The organisation's groups whose name contains `nameFilter` (case-insensitive), by name. */
export async function listUserGroups(
  database: Database,
  orgId: string,
  nameFilter: string,
): Promise<UserGroup[]> {
  const { rows } = await database.query<{ id: string; name: string; members: UserGroup['members'] | null }>(
    `SELECT g.id::text AS id, g.name,
            coalesce(json_agg(json_build_object('userId', u.id::text, 'email', u.email, 'name', u.name) ORDER BY u.email)
                     FILTER (WHERE u.id IS NOT NULL), '[]'::json) AS members
       FROM user_groups g
       LEFT JOIN user_group_members m ON m.group_id = g.id
       LEFT JOIN users u ON u.id = m.user_id AND u.org_id = g.org_id
      WHERE g.org_id = $1 AND strpos(lower(g.name), lower($2)) > 0
      GROUP BY g.id, g.name
      ORDER BY lower(g.name), g.id
      LIMIT 200`,
    [orgId, nameFilter],
  );
  return rows.map((row) => ({ id: row.id, name: row.name, members: row.members ?? [] }));
}
