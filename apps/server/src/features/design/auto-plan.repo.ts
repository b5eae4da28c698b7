// The auto_plans table (migration 0103): one row per auto-planning job, written by the run that owns it.
import type { AutoPlanStatus } from '@airlens/contract';
import type { Database } from '../../db/database';

type Proposal = NonNullable<AutoPlanStatus['proposal']>;

/** A plan as the GET reads it. */
export interface AutoPlanRecord extends AutoPlanStatus {
  floorPlanId: string;
}

interface AutoPlanRow {
  floor_plan_id: string;
  status: AutoPlanStatus['status'];
  progress: number | string;
  proposal: Proposal | string | null;
  message: string | null;
}

/** Stores a new plan, RUNNING at progress 0 until a worker takes it. */
export async function insertAutoPlan(
  database: Database,
  plan: { id: string; projectId: string; floorPlanId: string; input: Uint8Array },
): Promise<void> {
  await database.query(
    `INSERT INTO auto_plans (id, project_id, floor_plan_id, input) VALUES ($1, $2, $3, $4::bytea)`,
    [plan.id, plan.projectId, plan.floorPlanId, plan.input],
  );
}

/** Removes a project's plans created before `before` (a proposal is looked at within minutes, not days). */
export async function deleteAutoPlansBefore(
  database: Database,
  projectId: string,
  before: Date,
): Promise<void> {
  await database.query('DELETE FROM auto_plans WHERE project_id = $1 AND created_at < $2', [
    projectId,
    before,
  ]);
}

export async function findAutoPlan(
  database: Database,
  projectId: string,
  planId: string,
): Promise<AutoPlanRecord | null> {
  const { rows } = await database.query<AutoPlanRow>(
    `SELECT floor_plan_id, status, progress, proposal, message FROM auto_plans WHERE id = $1 AND project_id = $2`,
    [planId, projectId],
  );
  const row = rows[0];
  if (row === undefined) {
    return null;
  }
  return {
    floorPlanId: row.floor_plan_id,
    status: row.status,
    progress: Number(row.progress),
    proposal: typeof row.proposal === 'string' ? (JSON.parse(row.proposal) as Proposal) : row.proposal,
    message: row.message,
  };
}

/**
 * Makes the run `runToken` the owner of a RUNNING plan and counts the attempt; answers the input and the attempt's
 * number, or null when the plan has ended (or is gone), so a repeated job does nothing.
 */
export async function claimAutoPlan(
  database: Database,
  planId: string,
  runToken: string,
): Promise<{ attempts: number; input: Uint8Array | null } | null> {
  const { rows } = await database.query<{ attempts: number; input: Uint8Array | null }>(
    `UPDATE auto_plans SET attempts = attempts + 1, run_token = $2, updated_at = now()
     WHERE id = $1 AND status = 'RUNNING' RETURNING attempts, input`,
    [planId, runToken],
  );
  const row = rows[0];
  return row === undefined ? null : { attempts: Number(row.attempts), input: row.input };
}

/** Records progress of the owning run; false when another run has taken the plan over (or it has ended). */
export async function saveAutoPlanProgress(
  database: Database,
  planId: string,
  runToken: string,
  progress: number,
): Promise<boolean> {
  const { rows } = await database.query(
    `UPDATE auto_plans SET progress = $3, updated_at = now()
     WHERE id = $1 AND run_token = $2 AND status = 'RUNNING' RETURNING id`,
    [planId, runToken, progress],
  );
  return rows.length > 0;
}

/**
 * Ends a RUNNING plan as DONE with its proposal or FAILED with a message, dropping its input; only the owning run
 * may (`runToken`), or any when null (a plan that could not even be queued).
 */
export async function finishAutoPlan(
  database: Database,
  planId: string,
  runToken: string | null,
  outcome: { status: 'DONE'; proposal: Proposal } | { status: 'FAILED'; message: string },
): Promise<boolean> {
  const { rows } = await database.query(
    `UPDATE auto_plans
     SET status = $3, progress = 1, proposal = $4::jsonb, message = $5, input = NULL, updated_at = now()
     WHERE id = $1 AND status = 'RUNNING' AND ($2::uuid IS NULL OR run_token = $2::uuid) RETURNING id`,
    [
      planId,
      runToken,
      outcome.status,
      outcome.status === 'DONE' ? JSON.stringify(outcome.proposal) : null,
      outcome.status === 'FAILED' ? outcome.message : null,
    ],
  );
  return rows.length > 0;
}

/** The plans still RUNNING (queued, or left running by a process that died). */
export async function listRunningAutoPlans(database: Database): Promise<string[]> {
  const { rows } = await database.query<{ id: string }>(
    `SELECT id::text AS id FROM auto_plans WHERE status = 'RUNNING' ORDER BY created_at`,
  );
  return rows.map((row) => row.id);
}
