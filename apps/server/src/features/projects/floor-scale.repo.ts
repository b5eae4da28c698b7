import type { Database } from '../../db/database';

/** A floor plan of a project's current version, as the scale change names it. */
export interface FloorPlanRef {
  id: string;
  rowId: number;
  name: string;
  /** Null for a floor plan without a scale. */
  metersPerUnit: number | null;
}

/** The floor plan named by its .esx id or its numeric row id (as in /projects/{id}/{floorPlanRowId}), or null. */
export async function findFloorPlanRef(
  database: Database,
  projectId: string,
  floorId: string,
): Promise<FloorPlanRef | null> {
  const { rows } = await database.query<{
    id: string;
    row_id: string | number;
    name: string;
    meters_per_unit: number | null;
  }>(
    `SELECT id, row_id, name, meters_per_unit FROM floor_plans
     WHERE project_id = $1 AND (id = $2 OR row_id::text = $2)
     ORDER BY id = $2 DESC LIMIT 1`,
    [projectId, floorId],
  );
  const row = rows[0];
  return row === undefined
    ? null
    : {
        id: row.id,
        rowId: Number(row.row_id),
        name: row.name,
        metersPerUnit: row.meters_per_unit === null ? null : Number(row.meters_per_unit),
      };
}
