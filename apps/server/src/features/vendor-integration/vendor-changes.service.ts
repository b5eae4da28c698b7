import { randomUUID } from 'node:crypto';
import type { VendorChange, VendorChangeBody } from '@airlens/contract';
import { isDeepStrictEqual } from 'node:util';
import { AppError, forbidden, invalidInput, notFound } from '../../http/errors';
import type { AuthenticatedUser } from '../../http/session';
import {
  beforeAndAfter,
  changeTargets,
  type ChangeTarget,
  type RadioPlanEntry,
  type SkippedTarget,
} from './change-targets';
import { MerakiError, type MerakiClient } from './meraki-client';
import {
  findChange,
  findLink,
  insertChange,
  listDevices,
  saveDevice,
  setChangeStatus,
  type ChangeRow,
  type DeviceRow,
} from './vendor-integration.repo';
import {
  connectedClient,
  controllerError,
  currentMatches,
  projectApsFor,
  writableProject,
  type VendorIntegrationContext,
} from './vendor-integration.service';

/** The stored request of a change: what it was asked and the devices it writes, fixed when it was asked. */
interface ChangeRequest {
  accessPointIds?: string[];
  radioPlan?: RadioPlanEntry[];
  targets: ChangeTarget[];
  skipped: SkippedTarget[];
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

function assertMayPush(user: AuthenticatedUser): void {
  if (!user.orgAdmin) {
    throw forbidden('Only organisation admins push changes to the controller.');
  }
}

/**
 * Queues a change of the project's matched devices (a dry run computes each device's before and after and sends
 * nothing). Write roles may ask for a dry run; only organisation admins push. 400 until a controller is connected
 * and the project linked.
 */
export async function requestChange(
  context: VendorIntegrationContext,
  user: AuthenticatedUser,
  projectId: string,
  body: VendorChangeBody,
): Promise<{ changeId: string }> {
  const project = await writableProject(context, user, projectId);
  await connectedClient(context, project.orgId);
  if (!body.dryRun) {
    assertMayPush(user);
  }
  const link = await findLink(context.database, project.id);
  if (link === null) {
    throw new AppError(400, 'NOT_LINKED', 'The project is not linked to a controller network.');
  }
  if (body.radioPlan !== undefined && body.kind !== 'radio-settings') {
    throw invalidInput('radioPlan', 'goes with kind radio-settings only');
  }
  const { aps, floors } = await projectApsFor(context, project);
  const apIds = new Set(aps.map((ap) => ap.id));
  const unknown = [
    ...(body.accessPointIds ?? []),
    ...(body.radioPlan ?? []).map((e) => e.accessPointId),
  ].find((id) => !apIds.has(id));
  if (unknown !== undefined) {
    throw invalidInput('accessPointIds', `names no access point of this project: ${unknown.slice(0, 60)}`);
  }
  const { matches, client } = await currentMatches(context, project, link, aps);
  const wanted = body.accessPointIds === undefined ? null : new Set(body.accessPointIds);
  let controllerPlans;
  try {
    controllerPlans = body.kind === 'placement' ? await client.getNetworkFloorPlans(link.networkId) : [];
  } catch (error) {
    throw controllerError(error);
  }
  const radioPlan = body.radioPlan?.map((entry) => ({ ...entry, band: entry.band ?? 'FIVE' }));
  const { targets, skipped } = changeTargets({
    kind: body.kind,
    matches: matches.filter((match) => wanted === null || wanted.has(match.accessPointId)),
    aps,
    floors,
    floorMappings: link.floorMappings,
    controllerPlans,
    ...(radioPlan === undefined ? {} : { radioPlan }),
  });
  const request: ChangeRequest = {
    ...(body.accessPointIds === undefined ? {} : { accessPointIds: body.accessPointIds }),
    ...(radioPlan === undefined ? {} : { radioPlan }),
    targets,
    skipped,
  };
  return queueChange(context, user, {
    projectId: project.id,
    orgId: project.orgId,
    kind: body.kind,
    dryRun: body.dryRun,
    rollbackOf: null,
    request,
  });
}

async function queueChange(
  context: VendorIntegrationContext,
  user: AuthenticatedUser,
  change: Pick<ChangeRow, 'projectId' | 'orgId' | 'kind' | 'dryRun' | 'rollbackOf'> & {
    request: ChangeRequest;
  },
): Promise<{ changeId: string }> {
  const changeId = randomUUID();
  await insertChange(context.database, {
    id: changeId,
    ...change,
    request: change.request,
    requestedBy: user.userId,
    requestedByEmail: user.email,
    createdAt: context.now(),
  });
  context.logger.info(
    {
      changeId,
      projectId: change.projectId,
      kind: change.kind,
      dryRun: change.dryRun,
      rollbackOf: change.rollbackOf,
      by: user.userId,
    },
    'controller change queued',
  );
  await context.enqueueChange(changeId);
  return { changeId };
}

async function changeOfProject(
  context: VendorIntegrationContext,
  projectId: string,
  changeId: string,
): Promise<ChangeRow> {
  const change = UUID.test(changeId) ? await findChange(context.database, changeId.toLowerCase()) : null;
  if (change === null || change.projectId !== projectId) {
    // Not the project's hidden answer: the project is visible, the change is what is missing.
    throw notFound('No change with this id in the project.');
  }
  return change;
}

export async function getChange(
  context: VendorIntegrationContext,
  user: AuthenticatedUser,
  projectId: string,
  changeId: string,
): Promise<VendorChange> {
  const project = await writableProject(context, user, projectId);
  const change = await changeOfProject(context, project.id, changeId);
  const devices = await listDevices(context.database, change.id);
  return {
    changeId: change.id,
    kind: change.kind,
    dryRun: change.dryRun,
    status: change.status,
    requestedBy: change.requestedByEmail,
    createdAt: change.createdAt.toISOString(),
    finishedAt: change.finishedAt?.toISOString() ?? null,
    rollbackOf: change.rollbackOf,
    devices: devices.map(({ accessPointId, serial, before, after, result, error }) => ({
      accessPointId,
      serial,
      before,
      after,
      result,
      error,
    })),
  };
}

/** A new change restoring every `before` of an applied change exactly (organisation admins only). */
export async function rollbackChange(
  context: VendorIntegrationContext,
  user: AuthenticatedUser,
  projectId: string,
  changeId: string,
): Promise<{ changeId: string }> {
  const project = await writableProject(context, user, projectId);
  const change = await changeOfProject(context, project.id, changeId);
  await connectedClient(context, project.orgId);
  assertMayPush(user);
  if (change.dryRun || (change.status !== 'DONE' && change.status !== 'FAILED')) {
    throw new AppError(400, 'NOT_ROLLBACKABLE', 'Only a finished push (not a dry run) can be rolled back.');
  }
  const devices = await listDevices(context.database, change.id);
  const targets = devices
    .filter((device) => device.result === 'APPLIED' && device.before !== null)
    .map((device) => ({
      accessPointId: device.accessPointId,
      serial: device.serial,
      desired: device.before ?? {},
    }));
  return queueChange(context, user, {
    projectId: project.id,
    orgId: project.orgId,
    kind: change.kind,
    dryRun: false,
    rollbackOf: change.id,
    request: { targets, skipped: [] },
  });
}

async function readCurrent(client: MerakiClient, kind: ChangeRow['kind'], serial: string) {
  return kind === 'radio-settings' ? client.getDeviceWirelessRadioSettings(serial) : client.getDevice(serial);
}

async function write(
  client: MerakiClient,
  kind: ChangeRow['kind'],
  serial: string,
  body: Record<string, unknown>,
) {
  return kind === 'radio-settings'
    ? client.updateDeviceWirelessRadioSettings(serial, body)
    : client.updateDevice(serial, body);
}

/**
 * Ends a change job that failed beyond its retries: FAILED, each device's recorded state left as it was (a PENDING
 * device's write may or may not have landed; a later rollback reads it again).
 */
export async function failChangeJob(context: VendorIntegrationContext, changeId: string): Promise<void> {
  await setChangeStatus(
    context.database,
    changeId,
    'FAILED',
    'The change stopped before every device was done; each device shows what is known of it.',
    context.now(),
  );
}

/**
 * Runs a change: each device's before is read and recorded (PENDING) before anything is sent, then the result
 * written; a run interrupted by a restart resumes, re-reading a PENDING device to see whether its write landed.
 */
export async function runChangeJob(context: VendorIntegrationContext, changeId: string): Promise<void> {
  const change = await findChange(context.database, changeId);
  if (change === null || change.status === 'DONE' || change.status === 'FAILED') {
    return;
  }
  await setChangeStatus(context.database, change.id, 'RUNNING', null, null);
  const request = change.request as unknown as ChangeRequest;
  const done = new Map(
    (await listDevices(context.database, change.id)).map((device) => [device.position, device]),
  );
  let client: MerakiClient;
  try {
    client = (await connectedClient(context, change.orgId)).client;
  } catch (error) {
    await setChangeStatus(context.database, change.id, 'FAILED', (error as Error).message, context.now());
    return;
  }
  let position = 0;
  for (const skip of request.skipped) {
    const row: DeviceRow = {
      position,
      accessPointId: skip.accessPointId,
      serial: skip.serial,
      before: null,
      after: null,
      result: 'UNCHANGED',
      error: skip.reason,
    };
    await saveDevice(context.database, change.id, row);
    position += 1;
  }
  for (const target of request.targets) {
    const saved = done.get(position);
    const row: DeviceRow = saved ?? {
      position,
      accessPointId: target.accessPointId,
      serial: target.serial,
      before: null,
      after: null,
      result: 'PENDING',
      error: null,
    };
    position += 1;
    if (row.result !== 'PENDING') {
      continue;
    }
    try {
      const current = await readCurrent(client, change.kind, target.serial);
      if (row.before !== null && row.after !== null) {
        // Resumed: the write may have landed before the restart.
        const now = beforeAndAfter(change.kind, current, row.after).before;
        if (isDeepStrictEqual(now, row.after)) {
          await saveDevice(context.database, change.id, { ...row, result: 'APPLIED' });
          continue;
        }
      }
      const { before, after } =
        row.before !== null && row.after !== null
          ? { before: row.before, after: row.after }
          : beforeAndAfter(change.kind, current, target.desired);
      if (isDeepStrictEqual(before, after)) {
        await saveDevice(context.database, change.id, { ...row, before, after, result: 'UNCHANGED' });
        continue;
      }
      if (change.dryRun) {
        await saveDevice(context.database, change.id, { ...row, before, after, result: 'PLANNED' });
        continue;
      }
      await saveDevice(context.database, change.id, { ...row, before, after, result: 'PENDING' });
      await write(client, change.kind, target.serial, after);
      await saveDevice(context.database, change.id, { ...row, before, after, result: 'APPLIED' });
    } catch (error) {
      const message = error instanceof MerakiError ? error.message : 'The device could not be changed.';
      const latest = (await listDevices(context.database, change.id)).find(
        (d) => d.position === row.position,
      );
      await saveDevice(context.database, change.id, { ...(latest ?? row), result: 'FAILED', error: message });
    }
  }
  await setChangeStatus(context.database, change.id, 'DONE', null, context.now());
  context.logger.info(
    { changeId: change.id, kind: change.kind, dryRun: change.dryRun },
    'controller change finished',
  );
}
