// The auto-planning endpoints (api-contract.md "Design editing and versions"): the POST checks the request, stores
// the plan's input and enqueues its job (auto-plan.jobs.ts); the GET reads the plan's row, so any instance answers.
import { randomUUID } from 'node:crypto';
import type { AutoPlanBody, AutoPlanStatus } from '@airlens/contract';
import { notFound } from '../../http/errors';
import type { AuthenticatedUser } from '../../http/session';
import { loadPlanningProject } from '../heatmaps/planning.service';
import { getLoadableProject } from '../projects/projects.service';
import type { VersionsContext } from '../versions/versions.service';
import { encodeAutoPlanJobInput } from './auto-plan-codec';
import { buildAutoPlanJobInput } from './auto-plan-input';
import { deleteAutoPlansBefore, findAutoPlan, finishAutoPlan, insertAutoPlan } from './auto-plan.repo';
import { assertMayEdit } from './design.service';

/** The versions routes' context with the auto-planning queue (auto-plan.jobs.ts). */
export interface AutoPlanContext extends VersionsContext {
  enqueueAutoPlan: (planId: string) => Promise<void>;
}

/** How long a plan's answer is kept: a proposal is looked at within minutes of asking for it. */
const RETENTION_MS = 7 * 24 * 60 * 60_000;

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * Starts planning APs for a scaled floor of a project the caller may edit (404 for a floor it does not have or
 * that has no scale, 403 without write access or planner access); answers the job id once the job is queued.
 */
export async function startAutoPlan(
  context: AutoPlanContext,
  user: AuthenticatedUser,
  projectId: string,
  floorId: string,
  body: AutoPlanBody,
): Promise<{ jobId: string }> {
  const project = await getLoadableProject(context, user, projectId);
  assertMayEdit(context, user, project);
  const entry = await loadPlanningProject(context, user, project.id);
  const input = encodeAutoPlanJobInput(buildAutoPlanJobInput(context, entry, floorId, body));
  const jobId = randomUUID();
  await deleteAutoPlansBefore(context.database, project.id, new Date(Date.now() - RETENTION_MS));
  await insertAutoPlan(context.database, { id: jobId, projectId: project.id, floorPlanId: floorId, input });
  try {
    await context.enqueueAutoPlan(jobId);
  } catch (error) {
    // No job will ever run it: the plan must not stay RUNNING.
    await finishAutoPlan(context.database, jobId, null, {
      status: 'FAILED',
      message: 'The plan could not be started. Please try again.',
    });
    throw error;
  }
  return { jobId };
}

/** The state of an auto-planning job of this floor (404 for an unknown job or another floor's). */
export async function getAutoPlan(
  context: VersionsContext,
  user: AuthenticatedUser,
  projectId: string,
  floorId: string,
  jobId: string,
): Promise<AutoPlanStatus> {
  const project = await getLoadableProject(context, user, projectId);
  assertMayEdit(context, user, project);
  const plan = UUID.test(jobId)
    ? await findAutoPlan(context.database, project.id, jobId.toLowerCase())
    : null;
  if (plan === null || plan.floorPlanId !== floorId) {
    throw notFound();
  }
  return { status: plan.status, progress: plan.progress, proposal: plan.proposal, message: plan.message };
}
