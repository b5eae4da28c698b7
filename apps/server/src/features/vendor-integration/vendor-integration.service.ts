import {
  DEFAULT_MERAKI_BASE_URL,
  type ApMatch,
  type VendorConnectBody,
  type VendorConnection,
  type VendorNetwork,
  type VendorProjectLink,
  type VendorProjectLinkBody,
} from '@airlens/contract';
import type { Logger } from 'pino';
import type { BlobStore } from '../../blobs/blob-store';
import type { AppConfig } from '../../config';
import type { Database } from '../../db/database';
import type { GuardedFetch } from '../../http/guarded-fetch';
import { AppError, forbidden, invalidInput, notFound } from '../../http/errors';
import type { OutboundGuard } from '../../http/outbound-guard';
import type { AuthenticatedUser } from '../../http/session';
import { readProjectModel } from '../exports/exports.service';
import { getLoadableProject, type ReadableProject } from '../projects/projects.service';
import type { VersionsContext } from '../versions/versions.service';
import { matchAccessPoints, type MatchDevice } from './ap-matching';
import {
  createMerakiClient,
  MerakiError,
  type MerakiClient,
  type MerakiClientOptions,
} from './meraki-client';
import { normaliseMac, projectApsOf, type ProjectAp, type ProjectFloor } from './project-aps';
import type { KeySealer } from './vendor-secret';
import {
  deleteConnection,
  findConnection,
  findLink,
  upsertConnection,
  upsertLink,
  type ConnectionRow,
  type LinkRow,
} from './vendor-integration.repo';

/** What the controller integration needs. */
export interface VendorIntegrationContext {
  config: AppConfig;
  database: Database;
  blobs: BlobStore;
  logger: Logger;
  now: () => Date;
  /** The AES-256-GCM sealer of API keys (its key loaded or generated on first use). */
  sealer: () => Promise<KeySealer>;
  outbound: OutboundGuard;
  fetch: GuardedFetch;
  clientOptions?: Partial<MerakiClientOptions>;
  /** Queues a change job (on the job queue, or a background task of this process without one). */
  enqueueChange: (changeId: string) => Promise<void>;
  /** The projects feature's context with the import's enqueuer: edits of the project become its next version. */
  revisions?: VersionsContext;
}

const PROJECT_COLLECTIONS = [
  'project',
  'floorPlans',
  'accessPoints',
  'simulatedRadios',
  'measuredRadios',
  'accessPointMeasurements',
  'antennaTypes',
  'tagKeys',
];

/** A controller failure as an answer: 400 when the key is refused, 502 when the controller fails or is away. */
export function controllerError(error: unknown): AppError {
  if (error instanceof MerakiError) {
    if (error.status === 401 || error.status === 403) {
      return new AppError(
        400,
        'CONTROLLER_REFUSED',
        `The controller refused the API key (HTTP ${error.status}).`,
      );
    }
    if (error.status !== null && error.status >= 400 && error.status < 500 && error.status !== 429) {
      return new AppError(400, 'CONTROLLER_INVALID', error.message);
    }
    return new AppError(502, 'CONTROLLER_UNAVAILABLE', error.message);
  }
  if (error instanceof AppError) {
    return error;
  }
  if (error instanceof Error && error.name === 'OutboundRefusedError') {
    return invalidInput('baseUrl', error.message);
  }
  return new AppError(502, 'CONTROLLER_UNAVAILABLE', 'The controller could not be reached.');
}

function orgIdOf(user: AuthenticatedUser): string {
  if (user.orgId === null) {
    throw notFound();
  }
  return user.orgId;
}

function clientFor(context: VendorIntegrationContext, baseUrl: string, apiKey: string): MerakiClient {
  return createMerakiClient({ ...context.clientOptions, baseUrl, apiKey, fetch: context.fetch });
}

/** The organisation's client, or 400 when no controller is connected. */
export async function connectedClient(
  context: VendorIntegrationContext,
  orgId: string,
): Promise<{ client: MerakiClient; connection: ConnectionRow }> {
  const connection = await findConnection(context.database, orgId);
  if (connection === null) {
    throw new AppError(400, 'NOT_CONNECTED', 'No controller is connected to this organisation.');
  }
  const apiKey = (await context.sealer()).open(connection.apiKeySealed);
  return { client: clientFor(context, connection.baseUrl, apiKey), connection };
}

function present(row: ConnectionRow): VendorConnection {
  return {
    vendor: row.vendor,
    baseUrl: row.baseUrl,
    apiKeyLast4: row.apiKeyLast4,
    connectedAt: row.connectedAt.toISOString(),
    organizations: row.organizations,
  };
}

export async function getConnection(
  context: VendorIntegrationContext,
  user: AuthenticatedUser,
): Promise<VendorConnection | null> {
  if (user.orgId === null) {
    return null;
  }
  const row = await findConnection(context.database, user.orgId);
  return row === null ? null : present(row);
}

/** Tests the key by listing its organisations, then stores it sealed; the key is never answered or logged. */
export async function connect(
  context: VendorIntegrationContext,
  user: AuthenticatedUser,
  body: VendorConnectBody,
): Promise<VendorConnection> {
  const orgId = orgIdOf(user);
  const baseUrl = (body.baseUrl ?? DEFAULT_MERAKI_BASE_URL).replace(/\/+$/, '');
  if (context.config.isProduction && !baseUrl.startsWith('https://')) {
    throw invalidInput('baseUrl', 'must be an https address');
  }
  let organizations: { id: string; name: string }[];
  try {
    await context.outbound.assertUrl(baseUrl);
    organizations = (await clientFor(context, baseUrl, body.apiKey).getOrganizations()).map((org) => ({
      id: String(org.id),
      name: String(org.name),
    }));
  } catch (error) {
    const answer = controllerError(error);
    // Connecting names the address: one that cannot be reached is the request's mistake (400), not an outage.
    throw answer.statusCode === 502
      ? invalidInput('baseUrl', `could not reach a Meraki dashboard there (${answer.message})`)
      : answer;
  }
  const row: ConnectionRow = {
    orgId,
    vendor: body.vendor,
    baseUrl,
    apiKeySealed: (await context.sealer()).seal(body.apiKey),
    apiKeyLast4: body.apiKey.slice(-4),
    organizations,
    connectedAt: context.now(),
  };
  await upsertConnection(context.database, { ...row, connectedBy: user.userId });
  context.logger.info({ orgId, baseUrl, organizations: organizations.length }, 'controller connected');
  return present(row);
}

export async function disconnect(context: VendorIntegrationContext, user: AuthenticatedUser): Promise<void> {
  await deleteConnection(context.database, orgIdOf(user));
}

export async function listNetworks(
  context: VendorIntegrationContext,
  user: AuthenticatedUser,
  organizationId: string,
): Promise<VendorNetwork[]> {
  const { client, connection } = await connectedClient(context, orgIdOf(user));
  if (!connection.organizations.some((org) => org.id === organizationId)) {
    throw invalidInput('organizationId', 'names no organisation of the connected controller');
  }
  try {
    const networks = await client.getOrganizationNetworks(organizationId);
    const wireless = networks.filter(
      (network) => network.productTypes === undefined || network.productTypes.includes('wireless'),
    );
    const answer: VendorNetwork[] = [];
    for (const network of wireless) {
      const plans = await client.getNetworkFloorPlans(network.id);
      answer.push({
        id: network.id,
        name: network.name,
        floorPlans: plans.map((plan) => ({ id: plan.floorPlanId, name: plan.name })),
      });
    }
    return answer;
  } catch (error) {
    throw controllerError(error);
  }
}

/** The project's APs and floors as the integration reads them. */
export async function projectApsFor(
  context: VendorIntegrationContext,
  project: ReadableProject,
): Promise<{ aps: ProjectAp[]; floors: ProjectFloor[] }> {
  return projectApsOf(await readProjectModel(context, project, PROJECT_COLLECTIONS));
}

/** The network's devices with their BSSIDs (wireless status read only when the project has BSSIDs to match). */
export async function networkDevices(
  client: MerakiClient,
  networkId: string,
  withBssids: boolean,
): Promise<(MatchDevice & { model: string | null })[]> {
  const devices = (await client.getNetworkDevices(networkId)).filter((device) =>
    /^(MR|CW|GR)/i.test(device.model ?? 'MR'),
  );
  const answer = [];
  for (const device of devices) {
    const bssids = withBssids
      ? ((await client.getDeviceWirelessStatus(device.serial)).basicServiceSets ?? [])
          .map((bss) => normaliseMac(bss.bssid))
          .filter((mac): mac is string => mac !== null)
      : [];
    answer.push({
      serial: device.serial,
      name: device.name ?? null,
      mac: device.mac ?? null,
      model: device.model ?? null,
      bssids,
    });
  }
  return answer;
}

/** The project's matches against the linked network (the controller asked now). */
export async function currentMatches(
  context: VendorIntegrationContext,
  project: ReadableProject,
  link: LinkRow,
  aps: ProjectAp[],
): Promise<{
  matches: ApMatch[];
  controllerFloorPlans: { id: string; name: string }[];
  client: MerakiClient;
}> {
  const { client } = await connectedClient(context, project.orgId);
  try {
    const devices = await networkDevices(
      client,
      link.networkId,
      aps.some((ap) => ap.macs.length > 0),
    );
    const plans = await client.getNetworkFloorPlans(link.networkId);
    return {
      matches: matchAccessPoints(aps, devices, link.overrides),
      controllerFloorPlans: plans.map((plan) => ({ id: plan.floorPlanId, name: plan.name })),
      client,
    };
  } catch (error) {
    throw controllerError(error);
  }
}

/** Write roles see and change the link; 403 for read-only callers, 404 for projects they cannot see. */
export async function writableProject(
  context: VendorIntegrationContext,
  user: AuthenticatedUser,
  projectId: string,
): Promise<ReadableProject> {
  const project = await getLoadableProject(context, user, projectId);
  if (!project.canWrite) {
    throw forbidden('Linking a project to a controller needs write access to the project.');
  }
  return project;
}

export async function getProjectLink(
  context: VendorIntegrationContext,
  user: AuthenticatedUser,
  projectId: string,
): Promise<VendorProjectLink> {
  const project = await writableProject(context, user, projectId);
  const { aps, floors } = await projectApsFor(context, project);
  const link = await findLink(context.database, project.id);
  const mappings = (byFloor: Map<string, string | null>) =>
    floors.map((floor) => ({
      floorPlanId: floor.id,
      floorPlanName: floor.name,
      controllerFloorPlanId: byFloor.get(floor.id) ?? null,
    }));
  if (link === null) {
    return {
      organizationId: null,
      networkId: null,
      floorMappings: mappings(new Map()),
      controllerFloorPlans: [],
      apMatches: aps.map((ap) => ({
        accessPointId: ap.id,
        accessPointName: ap.name,
        serial: null,
        mac: ap.macs[0] ?? null,
        deviceName: null,
        status: 'UNMATCHED',
        matchedBy: null,
        candidates: [],
      })),
    };
  }
  const { matches, controllerFloorPlans } = await currentMatches(context, project, link, aps);
  return {
    organizationId: link.organizationId,
    networkId: link.networkId,
    floorMappings: mappings(new Map(link.floorMappings.map((m) => [m.floorPlanId, m.controllerFloorPlanId]))),
    controllerFloorPlans,
    apMatches: matches,
  };
}

export async function putProjectLink(
  context: VendorIntegrationContext,
  user: AuthenticatedUser,
  projectId: string,
  body: VendorProjectLinkBody,
): Promise<VendorProjectLink> {
  const project = await writableProject(context, user, projectId);
  const { client, connection } = await connectedClient(context, project.orgId);
  if (!connection.organizations.some((org) => org.id === body.organizationId)) {
    throw invalidInput('organizationId', 'names no organisation of the connected controller');
  }
  const { aps, floors } = await projectApsFor(context, project);
  const floorIds = new Set(floors.map((floor) => floor.id));
  const apIds = new Set(aps.map((ap) => ap.id));
  const unknownFloor = body.floorMappings.find((mapping) => !floorIds.has(mapping.floorPlanId));
  if (unknownFloor !== undefined) {
    throw invalidInput(
      'floorMappings',
      `names no floor plan of this project: ${unknownFloor.floorPlanId.slice(0, 60)}`,
    );
  }
  const unknownAp = (body.overrides ?? []).find((entry) => !apIds.has(entry.accessPointId));
  if (unknownAp !== undefined) {
    throw invalidInput(
      'overrides',
      `names no access point of this project: ${unknownAp.accessPointId.slice(0, 60)}`,
    );
  }
  let planIds: Set<string>;
  try {
    const networks = await client.getOrganizationNetworks(body.organizationId);
    if (!networks.some((network) => network.id === body.networkId)) {
      throw invalidInput('networkId', 'names no network of that organisation');
    }
    planIds = new Set((await client.getNetworkFloorPlans(body.networkId)).map((plan) => plan.floorPlanId));
  } catch (error) {
    throw controllerError(error);
  }
  const badPlan = body.floorMappings.find(
    (mapping) => mapping.controllerFloorPlanId !== null && !planIds.has(mapping.controllerFloorPlanId),
  );
  if (badPlan !== undefined) {
    throw invalidInput(
      'floorMappings',
      `names no floor plan of that network: ${String(badPlan.controllerFloorPlanId).slice(0, 60)}`,
    );
  }
  await upsertLink(
    context.database,
    project.id,
    {
      organizationId: body.organizationId,
      networkId: body.networkId,
      floorMappings: body.floorMappings,
      overrides: body.overrides ?? (await findLink(context.database, project.id))?.overrides ?? [],
    },
    context.now(),
  );
  return getProjectLink(context, user, project.id);
}
