import type { Database } from '../../db/database';

export interface ConnectionRow {
  orgId: string;
  vendor: 'meraki';
  baseUrl: string;
  apiKeySealed: string;
  apiKeyLast4: string;
  organizations: { id: string; name: string }[];
  connectedAt: Date;
}

export async function findConnection(database: Database, orgId: string): Promise<ConnectionRow | null> {
  const { rows } = await database.query<{
    org_id: string;
    vendor: 'meraki';
    base_url: string;
    api_key_sealed: string;
    api_key_last4: string;
    organizations: { id: string; name: string }[];
    connected_at: Date;
  }>('SELECT * FROM vendor_connections WHERE org_id = $1', [orgId]);
  const row = rows[0];
  return row === undefined
    ? null
    : {
        orgId: row.org_id,
        vendor: row.vendor,
        baseUrl: row.base_url,
        apiKeySealed: row.api_key_sealed,
        apiKeyLast4: row.api_key_last4,
        organizations: row.organizations,
        connectedAt: new Date(row.connected_at),
      };
}

export async function upsertConnection(
  database: Database,
  row: ConnectionRow & { connectedBy: string },
): Promise<void> {
  await database.query(
    `INSERT INTO vendor_connections
       (org_id, vendor, base_url, api_key_sealed, api_key_last4, organizations, connected_by, connected_at)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8)
     ON CONFLICT (org_id) DO UPDATE SET vendor = $2, base_url = $3, api_key_sealed = $4, api_key_last4 = $5,
       organizations = $6, connected_by = $7, connected_at = $8`,
    [
      row.orgId,
      row.vendor,
      row.baseUrl,
      row.apiKeySealed,
      row.apiKeyLast4,
      JSON.stringify(row.organizations),
      row.connectedBy,
      row.connectedAt,
    ],
  );
}

export async function deleteConnection(database: Database, orgId: string): Promise<void> {
  await database.query('DELETE FROM vendor_connections WHERE org_id = $1', [orgId]);
}

export interface LinkRow {
  organizationId: string;
  networkId: string;
  floorMappings: { floorPlanId: string; controllerFloorPlanId: string | null }[];
  overrides: { accessPointId: string; serial: string | null }[];
}

export async function findLink(database: Database, projectId: string): Promise<LinkRow | null> {
  const { rows } = await database.query<{
    organization_id: string;
    network_id: string;
    floor_mappings: LinkRow['floorMappings'];
    overrides: LinkRow['overrides'];
  }>('SELECT * FROM vendor_project_links WHERE project_id = $1', [projectId]);
  const row = rows[0];
  return row === undefined
    ? null
    : {
        organizationId: row.organization_id,
        networkId: row.network_id,
        floorMappings: row.floor_mappings,
        overrides: row.overrides,
      };
}

export async function upsertLink(database: Database, projectId: string, link: LinkRow, now: Date) {
  await database.query(
    `INSERT INTO vendor_project_links (project_id, organization_id, network_id, floor_mappings, overrides, updated_at)
     VALUES ($1, $2, $3, $4, $5, $6)
     ON CONFLICT (project_id) DO UPDATE SET organization_id = $2, network_id = $3, floor_mappings = $4,
       overrides = $5, updated_at = $6`,
    [
      projectId,
      link.organizationId,
      link.networkId,
      JSON.stringify(link.floorMappings),
      JSON.stringify(link.overrides),
      now,
    ],
  );
}

export interface ChangeRow {
  id: string;
  projectId: string;
  orgId: string;
  kind: 'names' | 'placement' | 'radio-settings';
  dryRun: boolean;
  status: 'QUEUED' | 'RUNNING' | 'DONE' | 'FAILED';
  requestedBy: string | null;
  requestedByEmail: string;
  rollbackOf: string | null;
  request: { accessPointIds?: string[]; radioPlan?: unknown[] };
  error: string | null;
  createdAt: Date;
  finishedAt: Date | null;
}

export interface DeviceRow {
  position: number;
  accessPointId: string;
  serial: string;
  before: Record<string, unknown> | null;
  after: Record<string, unknown> | null;
  result: 'PENDING' | 'PLANNED' | 'APPLIED' | 'UNCHANGED' | 'FAILED';
  error: string | null;
}

export async function insertChange(
  database: Database,
  change: Omit<ChangeRow, 'status' | 'error' | 'finishedAt'>,
) {
  await database.query(
    `INSERT INTO vendor_changes
       (id, project_id, org_id, kind, dry_run, requested_by, requested_by_email, rollback_of, request, created_at)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10)`,
    [
      change.id,
      change.projectId,
      change.orgId,
      change.kind,
      change.dryRun,
      change.requestedBy,
      change.requestedByEmail,
      change.rollbackOf,
      JSON.stringify(change.request),
      change.createdAt,
    ],
  );
}

interface ChangeDbRow {
  id: string;
  project_id: string;
  org_id: string;
  kind: ChangeRow['kind'];
  dry_run: boolean;
  status: ChangeRow['status'];
  requested_by: string | null;
  requested_by_email: string;
  rollback_of: string | null;
  request: ChangeRow['request'];
  error: string | null;
  created_at: Date;
  finished_at: Date | null;
}

export async function findChange(database: Database, changeId: string): Promise<ChangeRow | null> {
  const { rows } = await database.query<ChangeDbRow>('SELECT * FROM vendor_changes WHERE id = $1', [
    changeId,
  ]);
  const row = rows[0];
  return row === undefined
    ? null
    : {
        id: row.id,
        projectId: row.project_id,
        orgId: row.org_id,
        kind: row.kind,
        dryRun: row.dry_run,
        status: row.status,
        requestedBy: row.requested_by,
        requestedByEmail: row.requested_by_email,
        rollbackOf: row.rollback_of,
        request: row.request,
        error: row.error,
        createdAt: new Date(row.created_at),
        finishedAt: row.finished_at === null ? null : new Date(row.finished_at),
      };
}

export async function listUnfinishedChanges(
  database: Database,
  statuses: readonly ('QUEUED' | 'RUNNING')[] = ['QUEUED', 'RUNNING'],
): Promise<string[]> {
  const { rows } = await database.query<{ id: string }>(
    `SELECT id FROM vendor_changes WHERE status = ANY($1::text[]) ORDER BY created_at`,
    [statuses],
  );
  return rows.map((row) => row.id);
}

export async function setChangeStatus(
  database: Database,
  changeId: string,
  status: ChangeRow['status'],
  error: string | null,
  finishedAt: Date | null,
): Promise<void> {
  await database.query('UPDATE vendor_changes SET status = $2, error = $3, finished_at = $4 WHERE id = $1', [
    changeId,
    status,
    error,
    finishedAt,
  ]);
}

export async function listDevices(database: Database, changeId: string): Promise<DeviceRow[]> {
  const { rows } = await database.query<{
    position: number;
    access_point_id: string;
    serial: string;
    before: DeviceRow['before'];
    after: DeviceRow['after'];
    result: DeviceRow['result'];
    error: string | null;
  }>('SELECT * FROM vendor_change_devices WHERE change_id = $1 ORDER BY position', [changeId]);
  return rows.map((row) => ({
    position: row.position,
    accessPointId: row.access_point_id,
    serial: row.serial,
    before: row.before,
    after: row.after,
    result: row.result,
    error: row.error,
  }));
}

/** Writes one device's state (inserted on first write): the record that nothing is half-applied unseen. */
export async function saveDevice(database: Database, changeId: string, device: DeviceRow): Promise<void> {
  await database.query(
    `INSERT INTO vendor_change_devices (change_id, position, access_point_id, serial, before, after, result, error)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8)
     ON CONFLICT (change_id, position) DO UPDATE SET before = $5, after = $6, result = $7, error = $8`,
    [
      changeId,
      device.position,
      device.accessPointId,
      device.serial,
      device.before === null ? null : JSON.stringify(device.before),
      device.after === null ? null : JSON.stringify(device.after),
      device.result,
      device.error,
    ],
  );
}

/** The project's location (set from a place), or null when it has none: where a new controller floor plan goes. */
export async function findProjectGeolocation(
  database: Database,
  projectId: string,
): Promise<{ lat: number; lng: number } | null> {
  const { rows } = await database.query<{ latitude: number | null; longitude: number | null }>(
    'SELECT latitude, longitude FROM projects WHERE id = $1',
    [projectId],
  );
  const row = rows[0];
  if (row?.latitude === null || row?.latitude === undefined || row.longitude === null) {
    return null;
  }
  return { lat: Number(row.latitude), lng: Number(row.longitude) };
}
