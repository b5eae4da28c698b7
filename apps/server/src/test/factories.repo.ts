// The SQL of the test factories (factories.ts): rows written straight into the tables, for the states no
// endpoint makes (a project without an import, a guest link, an expired OAuth row). Imported by tests only.
import { randomUUID } from 'node:crypto';
import type { Database } from '../db/database';

/** A project row as an import or the demo seed would leave it; every column has a default. */
export interface ProjectRow {
  orgId: string;
  id?: string;
  /** The id inside project.json; the row's own id when absent. */
  esxProjectId?: string;
  name?: string;
  siteId?: string | null;
  country?: string | null;
  city?: string | null;
  latitude?: number | null;
  longitude?: number | null;
  projectType?: string;
  status?: string;
  lastSurveyDate?: string | null;
  version?: number;
  createdAt?: Date | string;
}

/** Inserts a project row; answers its id. */
export async function insertProjectRow(database: Database, row: ProjectRow): Promise<string> {
  const id = row.id ?? randomUUID();
  await database.query(
    `INSERT INTO projects (id, org_id, site_id, esx_project_id, name, country, city, latitude, longitude,
                           project_type, status, last_survey_date, version, created_at)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14)`,
    [
      id,
      row.orgId,
      row.siteId ?? null,
      row.esxProjectId ?? id,
      row.name ?? `Project ${id.slice(0, 6)}`,
      row.country ?? null,
      row.city ?? null,
      row.latitude ?? null,
      row.longitude ?? null,
      row.projectType ?? 'MEASURED',
      row.status ?? 'COMPLETED',
      row.lastSurveyDate ?? null,
      row.version ?? 1,
      row.createdAt ?? new Date(),
    ],
  );
  return id;
}

/** Lists a user (by username, as sharing stores it) on a project with a role. */
export async function insertProjectUser(
  database: Database,
  projectId: string,
  username: string,
  role: string,
): Promise<void> {
  await database.query('INSERT INTO project_users (project_id, username, role) VALUES ($1, $2, $3)', [
    projectId,
    username,
    role,
  ]);
}

/** A secure (guest) link of a project for an invited address and its guest user. */
export async function insertSecureLinkRow(
  database: Database,
  link: { keyId: string; projectId: string; email: string; guestUserId: string },
): Promise<void> {
  await database.query(
    'INSERT INTO secure_links (key_id, project_id, email, guest_user_id, created_at) VALUES ($1, $2, $3, $4, now())',
    [link.keyId, link.projectId, link.email, link.guestUserId],
  );
}

/** A stored OAuth provider row (access token, grant, device code…) that expires at `expiresAt`. */
export async function insertOAuthModelRow(
  database: Database,
  row: { model: string; idHash: string; expiresAt: Date; payload?: object },
): Promise<void> {
  await database.query(
    'INSERT INTO oauth_models (model, id_hash, payload, expires_at) VALUES ($1, $2, $3::jsonb, $4)',
    [row.model, row.idHash, JSON.stringify(row.payload ?? {}), row.expiresAt],
  );
}

/** Sets an app_settings entry (a JSON value). */
export async function insertAppSetting(database: Database, key: string, value: unknown): Promise<void> {
  await database.query('INSERT INTO app_settings (key, value) VALUES ($1, $2::jsonb)', [
    key,
    JSON.stringify(value),
  ]);
}

/** A bare user row (no password, licence or organisation unless given), for tests below the HTTP layer. */
export async function insertBareUser(
  database: Database,
  user: { email: string; name?: string; role?: string; orgId?: string | null },
): Promise<string> {
  const id = randomUUID();
  await database.query(
    `INSERT INTO users (id, email, name, role, org_id, created_at, updated_at)
     VALUES ($1, $2, $3, $4, $5, now(), now())`,
    [id, user.email, user.name ?? 'Test User', user.role ?? 'USER', user.orgId ?? null],
  );
  return id;
}

/** A bare organisation row (the seed's defaults for everything else); answers its id. */
export async function insertOrganizationRow(
  database: Database,
  org: { name: string; id?: string },
): Promise<string> {
  const id = org.id ?? randomUUID();
  await database.query('INSERT INTO organizations (id, name) VALUES ($1, $2)', [id, org.name]);
  return id;
}

/** An upload whose commit was requested (its bytes already stored under `contentKey`), as the commit leaves it. */
export async function insertCommittedUploadRow(
  database: Database,
  upload: {
    id: string;
    orgId: string;
    userId: string;
    userEmail: string;
    fileName: string;
    contentKey: string;
    sizeBytes: number;
  },
): Promise<void> {
  await database.query(
    `INSERT INTO uploads (id, org_id, user_id, user_email, file_name, content_key, size_bytes, commit_requested_at)
     VALUES ($1, $2, $3, $4, $5, $6, $7, now())`,
    [
      upload.id,
      upload.orgId,
      upload.userId,
      upload.userEmail,
      upload.fileName,
      upload.contentKey,
      upload.sizeBytes,
    ],
  );
}

/** A site of an organisation; answers its id. */
export async function insertSiteRow(
  database: Database,
  site: { orgId: string; name: string },
): Promise<string> {
  const id = randomUUID();
  await database.query('INSERT INTO sites (id, org_id, name) VALUES ($1, $2, $3)', [
    id,
    site.orgId,
    site.name,
  ]);
  return id;
}

/** A user group of an organisation with its members (user ids); answers its id. */
export async function insertUserGroupRow(
  database: Database,
  group: { orgId: string; name: string; memberIds: readonly string[] },
): Promise<string> {
  const id = randomUUID();
  await database.query('INSERT INTO user_groups (id, org_id, name) VALUES ($1, $2, $3)', [
    id,
    group.orgId,
    group.name,
  ]);
  for (const userId of group.memberIds) {
    await database.query('INSERT INTO user_group_members (group_id, user_id) VALUES ($1, $2)', [id, userId]);
  }
  return id;
}

/** Sets an organisation's sharing restriction (what its members may share projects with). */
export async function updateOrganizationSharingRestriction(
  database: Database,
  orgId: string,
  restriction: string,
): Promise<void> {
  await database.query('UPDATE organizations SET sharing_restriction = $2 WHERE id = $1', [
    orgId,
    restriction,
  ]);
}
