import type { AuthenticatedUser } from '../../http/session';
import { forbidden, invalidInput } from '../../http/errors';
import { getPlace, locationOfPlace } from '../places/places.service';
import { updateProjectLocation, type ProjectLocation } from './projects.repo';
import { getLoadableProject, type ProjectsReadContext } from './projects.service';

/** A project's location as answered to the client (all null when it has none). */
export interface ProjectLocationAnswer {
  id: string;
  city: string | null;
  country: string | null;
  latitude: number | null;
  longitude: number | null;
}

/**
 * Sets a project's location from a gazetteer place, or clears it with null: its owner or an organisation
 * admin (403 for other readers, 404 for anyone who may not see it, the same rule as deleting).
 */
export async function setProjectLocation(
  context: ProjectsReadContext,
  user: AuthenticatedUser,
  projectId: string,
  placeId: number | null,
): Promise<ProjectLocationAnswer> {
  const project = await getLoadableProject(context, user, projectId);
  if (project.role !== 'OWNER' && !project.isOrgAdmin) {
    throw forbidden('Only the owner or an organisation admin can change where a project is.');
  }
  let location: ProjectLocation | null = null;
  if (placeId !== null) {
    const place = await getPlace(placeId);
    if (place === null) {
      throw invalidInput('placeId', 'no such place');
    }
    location = locationOfPlace(place);
  }
  await updateProjectLocation(context.database, project.id, location);
  return {
    id: project.id,
    city: location?.city ?? null,
    country: location?.country ?? null,
    latitude: location?.latitude ?? null,
    longitude: location?.longitude ?? null,
  };
}
