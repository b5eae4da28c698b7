import type { FrequencyBand } from '@airlens/domain';
import type { WordTemplateRadio } from '@airlens/report';
import type { Database } from '../../db/database';

/** The image blob of each floor plan of a project. */
export async function listFloorImageKeys(
  database: Database,
  projectId: string,
): Promise<Map<string, string>> {
  const { rows } = await database.query<{ id: string; image_blob_key: string | null }>(
    'SELECT id, image_blob_key FROM floor_plans WHERE project_id = $1',
    [projectId],
  );
  return new Map(rows.flatMap((row) => (row.image_blob_key === null ? [] : [[row.id, row.image_blob_key]])));
}

/** A placed, visible access point of a floor, in floor-plan units. */
export interface PlacedAp {
  floorPlanId: string;
  name: string;
  x: number;
  y: number;
  isMine: boolean;
}

/** The visible access points of a project placed on a floor plan. */
export async function listPlacedAccessPoints(database: Database, projectId: string): Promise<PlacedAp[]> {
  const { rows } = await database.query<{
    floor_plan_id: string;
    name: string;
    x: number;
    y: number;
    mine: boolean;
  }>(
    `SELECT floor_plan_id, name, x, y, mine FROM access_points
      WHERE project_id = $1 AND NOT hidden AND floor_plan_id IS NOT NULL AND x IS NOT NULL AND y IS NOT NULL
      ORDER BY name, id`,
    [projectId],
  );
  return rows.map((row) => ({
    floorPlanId: row.floor_plan_id,
    name: row.name,
    x: Number(row.x),
    y: Number(row.y),
    isMine: row.mine,
  }));
}

/** The insights data version of an organisation ('0' when its data never changed). */
export async function findInsightsVersion(database: Database, orgId: string): Promise<string> {
  const { rows } = await database.query<{ version: string }>(
    'SELECT version::text AS version FROM insights_data_versions WHERE org_id = $1',
    [orgId],
  );
  return rows[0]?.version ?? '0';
}

/** The enabled radios of a project's visible access points, by access point name. */
export async function listRadiosByAccessPoint(
  database: Database,
  projectId: string,
): Promise<Map<string, WordTemplateRadio[]>> {
  const { rows } = await database.query<{
    ap_name: string;
    band: FrequencyBand | null;
    primary_channel: number | null;
    channel_width_mhz: number | null;
    transmit_power_dbm: number | null;
    technology: string | null;
    ssids: string[];
    bssids: string[];
  }>(
    `SELECT a.name AS ap_name, r.band, r.primary_channel, r.channel_width_mhz, r.transmit_power_dbm, r.technology,
            r.ssids, r.bssids
       FROM radios r JOIN access_points a ON a.project_id = r.project_id AND a.id = r.access_point_id
      WHERE r.project_id = $1 AND NOT a.hidden AND r.enabled
      ORDER BY a.name, r.band, r.primary_channel, r.id`,
    [projectId],
  );
  const radios = new Map<string, WordTemplateRadio[]>();
  for (const row of rows) {
    radios.set(row.ap_name, [
      ...(radios.get(row.ap_name) ?? []),
      {
        band: row.band,
        channel: row.primary_channel,
        widthMhz: row.channel_width_mhz,
        powerDbm: row.transmit_power_dbm === null ? null : Number(row.transmit_power_dbm),
        technology: row.technology,
        ssids: row.ssids,
        bssids: row.bssids,
      },
    ]);
  }
  return radios;
}
