import type { Endpoint } from './endpoint';
import { manageEndpoints } from './manage';
import { projectsEndpoints } from './projects';
import { secureViewEndpoints } from './secure-view';
import { sharingEndpoints } from './sharing';
import { uploadsEndpoints } from './uploads';
import { platformEndpoints } from './platform';
import { insightsEndpoints } from './insights';
import { heatmapsEndpoints } from './heatmaps';
import { placesEndpoints } from './places';
import { sitesEndpoints } from './sites';

/** Every endpoint of the API, grouped by feature (the same names as the feature folders of both apps). */
export const contract = {
  platform: platformEndpoints,
  projects: projectsEndpoints,
  uploads: uploadsEndpoints,
  manage: manageEndpoints,
  sharing: sharingEndpoints,
  secureView: secureViewEndpoints,
  insights: insightsEndpoints,
  heatmaps: heatmapsEndpoints,
  places: placesEndpoints,
  sites: sitesEndpoints,
} as const;

/** Every endpoint as a flat list, for the coverage tests and generators. */
export function listEndpoints(): Endpoint[] {
  return Object.values(contract).flatMap((group) => Object.values(group) as Endpoint[]);
}
