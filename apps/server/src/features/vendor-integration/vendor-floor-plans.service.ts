import type { VendorCreatedFloorPlan, VendorFloorPlanBody } from '@airlens/contract';
import { AppError, forbidden, invalidInput } from '../../http/errors';
import type { AuthenticatedUser } from '../../http/session';
import { readProjectModel } from '../exports/exports.service';
import { floorCorners } from './floor-plan-geo';
import { findLink, findProjectGeolocation, upsertLink } from './vendor-integration.repo';
import {
  connectedClient,
  controllerError,
  writableProject,
  type VendorIntegrationContext,
} from './vendor-integration.service';

/** Image types createNetworkFloorPlan takes (PNG, GIF, JPG per the SDK's description). */
const UPLOADABLE_KINDS = new Set(['png', 'jpeg', 'gif']);

/** A floor image bigger than this is not sent (base64 makes it a third larger again). */
const MAX_IMAGE_BYTES = 20 * 1024 * 1024;

/**
 * Creates a controller floor plan from a project floor (its image as base64, corners geo-referenced from the
 * centre given or the project's location and the floor's scale) and maps the floor to it. Organisation admins
 * only: it writes to the controller. 400 when the project is not linked or the floor cannot be placed.
 */
export async function createControllerFloorPlan(
  context: VendorIntegrationContext,
  user: AuthenticatedUser,
  projectId: string,
  body: VendorFloorPlanBody,
): Promise<VendorCreatedFloorPlan> {
  const project = await writableProject(context, user, projectId);
  // Before the organisation's controller key is read: a non-admin never causes its decryption.
  if (!user.orgAdmin) {
    throw forbidden('Only organisation admins create floor plans on the controller.');
  }
  const { client } = await connectedClient(context, project.orgId);
  const link = await findLink(context.database, project.id);
  if (link === null) {
    throw new AppError(400, 'NOT_LINKED', 'The project is not linked to a controller network.');
  }
  const model = await readProjectModel(context, project, ['project', 'floorPlans', 'images'], {
    withImages: true,
  });
  const floor = model.floorPlans.find((entry) => entry.id === body.floorPlanId);
  if (floor === undefined) {
    throw invalidInput('floorPlanId', 'names no floor plan of this project');
  }
  if (floor.metersPerUnit === undefined) {
    throw new AppError(400, 'FLOOR_UNSCALED', `Floor ${floor.name} has no scale: set its scale first.`);
  }
  // An SVG (CAD) floor uploads its raster rendering, which spans the same width × height.
  const imageId = floor.bitmapImageId ?? floor.imageId;
  const image = model.images.find((entry) => entry.id === imageId);
  if (image === undefined || !UPLOADABLE_KINDS.has(image.kind) || image.bytes.length === 0) {
    throw new AppError(400, 'FLOOR_IMAGE', `Floor ${floor.name} has no PNG, JPEG or GIF image to upload.`);
  }
  if (image.bytes.length > MAX_IMAGE_BYTES) {
    throw new AppError(400, 'FLOOR_IMAGE', `The image of floor ${floor.name} is larger than 20 MB.`);
  }
  const center = body.center ?? (await findProjectGeolocation(context.database, project.id));
  if (center === null) {
    throw invalidInput('center', 'the project has no location: set one or give the floor’s centre');
  }
  const corners = floorCorners(center, floor.width * floor.metersPerUnit, floor.height * floor.metersPerUnit);
  const name = body.name ?? floor.name;
  let created;
  try {
    created = await client.createNetworkFloorPlan(link.networkId, {
      name,
      imageContents: Buffer.from(image.bytes).toString('base64'),
      ...corners,
    });
  } catch (error) {
    throw controllerError(error);
  }
  const floorMappings = [
    ...link.floorMappings.filter((mapping) => mapping.floorPlanId !== floor.id),
    { floorPlanId: floor.id, controllerFloorPlanId: created.floorPlanId },
  ];
  await upsertLink(context.database, project.id, { ...link, floorMappings }, context.now());
  context.logger.info(
    { projectId: project.id, floorPlanId: floor.id, controllerFloorPlanId: created.floorPlanId },
    'controller floor plan created',
  );
  return { floorPlanId: floor.id, controllerFloorPlanId: created.floorPlanId, name, ...corners };
}
