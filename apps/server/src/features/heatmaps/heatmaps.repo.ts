import type { SqlSession } from '../../db/database';

/** One floor's stored heatmap input, as `heatmap_floor_data` holds it. */
export interface HeatmapFloorRow {
  projectId: string;
  floorPlanId: string;
  version: number;
  blobKey: string;
  contentHash: string;
  byteSize: number;
  widthMeters: number;
  heightMeters: number;
  metersPerUnit: number;
  pointCount: number;
  radioCount: number;
  accessPointCount: number;
  wallCount: number;
}

const COLUMNS = [
  'project_id',
  'floor_plan_id',
  'version',
  'blob_key',
  'content_hash',
  'byte_size',
  'width_meters',
  'height_meters',
  'meters_per_unit',
  'point_count',
  'radio_count',
  'access_point_count',
  'wall_count',
] as const;

function valuesOf(row: HeatmapFloorRow): unknown[] {
  return [
    row.projectId,
    row.floorPlanId,
    row.version,
    row.blobKey,
    row.contentHash,
    row.byteSize,
    row.widthMeters,
    row.heightMeters,
    row.metersPerUnit,
    row.pointCount,
    row.radioCount,
    row.accessPointCount,
    row.wallCount,
  ];
}

/** Inserts the floors of one import in a single statement (runs inside the import transaction). */
export async function insertHeatmapFloors(
  session: SqlSession,
  rows: readonly HeatmapFloorRow[],
): Promise<void> {
  if (rows.length === 0) {
    return;
  }
  const params: unknown[] = [];
  const tuples = rows.map((row) => {
    const start = params.length;
    params.push(...valuesOf(row));
    return `(${COLUMNS.map((_column, index) => `$${start + index + 1}`).join(', ')})`;
  });
  await session.query(
    `INSERT INTO heatmap_floor_data (${COLUMNS.join(', ')}) VALUES ${tuples.join(', ')}`,
    params,
  );
}

/** Deletes every floor row of a project (a new version replaces them). */
export async function deleteHeatmapFloors(session: SqlSession, projectId: string): Promise<void> {
  await session.query('DELETE FROM heatmap_floor_data WHERE project_id = $1', [projectId]);
}

interface FloorRecord {
  project_id: string;
  floor_plan_id: string;
  version: number;
  blob_key: string;
  content_hash: string;
  byte_size: number;
  width_meters: number;
  height_meters: number;
  meters_per_unit: number;
  point_count: number;
  radio_count: number;
  access_point_count: number;
  wall_count: number;
}

/** The stored heatmap input of one floor of a project, or null. */
export async function findHeatmapFloor(
  session: SqlSession,
  projectId: string,
  floorPlanId: string,
): Promise<HeatmapFloorRow | null> {
  const { rows } = await session.query<FloorRecord>(
    `SELECT project_id::text AS project_id, ${COLUMNS.slice(1).join(', ')}
       FROM heatmap_floor_data WHERE project_id = $1 AND floor_plan_id = $2`,
    [projectId, floorPlanId],
  );
  const row = rows[0];
  if (row === undefined) {
    return null;
  }
  return {
    projectId: row.project_id,
    floorPlanId: row.floor_plan_id,
    version: Number(row.version),
    blobKey: row.blob_key,
    contentHash: row.content_hash,
    byteSize: Number(row.byte_size),
    widthMeters: Number(row.width_meters),
    heightMeters: Number(row.height_meters),
    metersPerUnit: Number(row.meters_per_unit),
    pointCount: Number(row.point_count),
    radioCount: Number(row.radio_count),
    accessPointCount: Number(row.access_point_count),
    wallCount: Number(row.wall_count),
  };
}

/** Whether the project's current version has this floor plan without a scale (its heatmap cannot exist yet). */
export async function isFloorUnscaled(
  session: SqlSession,
  projectId: string,
  floorPlanId: string,
): Promise<boolean> {
  const { rows } = await session.query(
    'SELECT 1 FROM floor_plans WHERE project_id = $1 AND id = $2 AND meters_per_unit IS NULL',
    [projectId, floorPlanId],
  );
  return rows.length > 0;
}

/** An AP's name with the SSIDs and BSSIDs of its measured radio on one band (null band: the AP has none). */
export interface InspectRadioRow {
  apId: string;
  apName: string;
  band: 'TWO' | 'FIVE' | 'SIX' | null;
  ssids: string[];
  bssids: string[];
}

interface InspectRadioRecord {
  ap_id: string;
  ap_name: string;
  band: string | null;
  ssids: string[] | null;
  bssids: string[] | null;
}

function bandOf(value: string | null): InspectRadioRow['band'] {
  return value === 'TWO' || value === 'FIVE' || value === 'SIX' ? value : null;
}

/** Names of the given APs of a project, with the SSIDs and BSSIDs of their measured radios per band. */
export async function findInspectRadios(
  session: SqlSession,
  projectId: string,
  apIds: readonly string[],
): Promise<InspectRadioRow[]> {
  if (apIds.length === 0) {
    return [];
  }
  const { rows } = await session.query<InspectRadioRecord>(
    `SELECT ap.id AS ap_id, ap.name AS ap_name, r.band, r.ssids, r.bssids
       FROM access_points ap
       LEFT JOIN radios r
         ON r.project_id = ap.project_id AND r.access_point_id = ap.id AND r.kind = 'MEASURED'
      WHERE ap.project_id = $1 AND ap.id = ANY($2::text[])
      ORDER BY ap.id, r.band, r.id`,
    [projectId, [...apIds]],
  );
  return rows.map((row) => ({
    apId: row.ap_id,
    apName: row.ap_name,
    band: bandOf(row.band),
    ssids: row.ssids ?? [],
    bssids: row.bssids ?? [],
  }));
}
