import type { SqlSession } from '../../db/database';

/** A floor plan row as the floor plans derivation prepares it. */
export interface FloorPlanRow {
  id: string;
  name: string;
  position: number;
  width: number;
  height: number;
  /** Null for a plan without a scale ("not scaled": no KPIs or heatmap until one is set). */
  metersPerUnit: number | null;
  imageId: string | null;
  bitmapImageId: string | null;
  imageBlobKey: string | null;
  imageContentType: string | null;
  floorNumber: number | null;
  buildingId: string | null;
  accessPointCount: number;
  surveyCount: number;
}

/** An access point row. */
export interface AccessPointRow {
  id: string;
  name: string;
  kind: 'SIMULATED' | 'MEASURED';
  vendor: string | null;
  model: string | null;
  mine: boolean;
  hidden: boolean;
  color: string | null;
  floorPlanId: string | null;
  x: number | null;
  y: number | null;
  radioCount: number;
}

/** A radio row (planned or measured). */
export interface RadioRow {
  id: string;
  accessPointId: string;
  kind: 'SIMULATED' | 'MEASURED';
  band: string | null;
  primaryChannel: number | null;
  channelWidthMhz: number | null;
  channels: number[];
  transmitPowerDbm: number | null;
  technology: string | null;
  antennaHeightMeters: number | null;
  enabled: boolean;
  ssids: string[];
  bssids: string[];
}

/** A survey event row. */
export interface SurveyRow {
  id: string;
  name: string;
  floorPlanId: string;
  startedAt: string | null;
  surveyDate: string | null;
  createdBy: string | null;
  routeType: string;
  durationSeconds: number;
  /** Null on a floor plan without a scale: the route's length in metres is unknown. */
  distanceMeters: number | null;
  scanCount: number;
  discoveredAps: number;
}

// Rows travel as one JSON parameter per statement: one round trip however many rows, on both engines.
const CHUNK_ROWS = 2_000;

async function insertChunked<Row>(
  tx: SqlSession,
  rows: readonly Row[],
  statement: string,
  projectId: string,
): Promise<void> {
  for (let start = 0; start < rows.length; start += CHUNK_ROWS) {
    await tx.query(statement, [projectId, JSON.stringify(rows.slice(start, start + CHUNK_ROWS))]);
  }
}

/** Inserts the floor plans of a version, keeping each floor's numeric row id across versions. */
export async function insertFloorPlans(
  tx: SqlSession,
  projectId: string,
  rows: readonly FloorPlanRow[],
): Promise<void> {
  if (rows.length === 0) {
    return;
  }
  await tx.query(
    `INSERT INTO floor_plan_row_ids (project_id, floor_plan_id)
     SELECT $1::uuid, r.id FROM jsonb_to_recordset($2::jsonb) AS r(id text)
     ON CONFLICT (project_id, floor_plan_id) DO NOTHING`,
    [projectId, JSON.stringify(rows.map((row) => ({ id: row.id })))],
  );
  await insertChunked(
    tx,
    rows,
    `INSERT INTO floor_plans (project_id, id, row_id, name, position, width, height, meters_per_unit, image_id,
       bitmap_image_id, image_blob_key, image_content_type, floor_number, building_id, access_point_count, survey_count)
     SELECT $1::uuid, r."id", i.row_id, r."name", r."position", r."width", r."height", r."metersPerUnit", r."imageId",
       r."bitmapImageId", r."imageBlobKey", r."imageContentType", r."floorNumber", r."buildingId",
       r."accessPointCount", r."surveyCount"
     FROM jsonb_to_recordset($2::jsonb) AS r("id" text, "name" text, "position" int, "width" float8, "height" float8,
       "metersPerUnit" float8, "imageId" text, "bitmapImageId" text, "imageBlobKey" text, "imageContentType" text,
       "floorNumber" int, "buildingId" text, "accessPointCount" int, "surveyCount" int)
     JOIN floor_plan_row_ids i ON i.project_id = $1::uuid AND i.floor_plan_id = r."id"`,
    projectId,
  );
}

/** Deletes a project's floor plans (their row ids stay reserved for the next version). */
export async function deleteFloorPlans(tx: SqlSession, projectId: string): Promise<void> {
  await tx.query('DELETE FROM floor_plans WHERE project_id = $1', [projectId]);
}

/** Inserts the access points of a version. */
export async function insertAccessPoints(
  tx: SqlSession,
  projectId: string,
  rows: readonly AccessPointRow[],
): Promise<void> {
  await insertChunked(
    tx,
    rows,
    `INSERT INTO access_points (project_id, id, name, kind, vendor, model, mine, hidden, color, floor_plan_id, x, y, radio_count)
     SELECT $1::uuid, r."id", r."name", r."kind", r."vendor", r."model", r."mine", r."hidden", r."color", r."floorPlanId",
       r."x", r."y", r."radioCount"
     FROM jsonb_to_recordset($2::jsonb) AS r("id" text, "name" text, "kind" text, "vendor" text, "model" text,
       "mine" boolean, "hidden" boolean, "color" text, "floorPlanId" text, "x" float8, "y" float8, "radioCount" int)`,
    projectId,
  );
}

/** Deletes a project's access points. */
export async function deleteAccessPoints(tx: SqlSession, projectId: string): Promise<void> {
  await tx.query('DELETE FROM access_points WHERE project_id = $1', [projectId]);
}

/** Inserts the radios of a version. */
export async function insertRadios(
  tx: SqlSession,
  projectId: string,
  rows: readonly RadioRow[],
): Promise<void> {
  await insertChunked(
    tx,
    rows,
    `INSERT INTO radios (project_id, id, access_point_id, kind, band, primary_channel, channel_width_mhz, channels,
       transmit_power_dbm, technology, antenna_height_meters, enabled, ssids, bssids)
     SELECT $1::uuid, r."id", r."accessPointId", r."kind", r."band", r."primaryChannel", r."channelWidthMhz",
       ARRAY(SELECT jsonb_array_elements_text(r."channels")::int), r."transmitPowerDbm", r."technology",
       r."antennaHeightMeters", r."enabled", ARRAY(SELECT jsonb_array_elements_text(r."ssids")),
       ARRAY(SELECT jsonb_array_elements_text(r."bssids"))
     FROM jsonb_to_recordset($2::jsonb) AS r("id" text, "accessPointId" text, "kind" text, "band" text,
       "primaryChannel" int, "channelWidthMhz" int, "channels" jsonb, "transmitPowerDbm" float8, "technology" text,
       "antennaHeightMeters" float8, "enabled" boolean, "ssids" jsonb, "bssids" jsonb)`,
    projectId,
  );
}

/** Deletes a project's radios. */
export async function deleteRadios(tx: SqlSession, projectId: string): Promise<void> {
  await tx.query('DELETE FROM radios WHERE project_id = $1', [projectId]);
}

/** Inserts the survey event rows of a version. */
export async function insertSurveys(
  tx: SqlSession,
  projectId: string,
  rows: readonly SurveyRow[],
): Promise<void> {
  await insertChunked(
    tx,
    rows,
    `INSERT INTO surveys (project_id, id, name, floor_plan_id, started_at, survey_date, created_by, route_type,
       duration_seconds, distance_meters, scan_count, discovered_aps)
     SELECT $1::uuid, r."id", r."name", r."floorPlanId", r."startedAt", r."surveyDate", r."createdBy", r."routeType",
       r."durationSeconds", r."distanceMeters", r."scanCount", r."discoveredAps"
     FROM jsonb_to_recordset($2::jsonb) AS r("id" text, "name" text, "floorPlanId" text, "startedAt" timestamptz,
       "surveyDate" date, "createdBy" text, "routeType" text, "durationSeconds" float8, "distanceMeters" float8,
       "scanCount" int, "discoveredAps" int)`,
    projectId,
  );
}

/** Deletes a project's survey event rows. */
export async function deleteSurveys(tx: SqlSession, projectId: string): Promise<void> {
  await tx.query('DELETE FROM surveys WHERE project_id = $1', [projectId]);
}
