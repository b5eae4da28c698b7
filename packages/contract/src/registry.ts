import { analyticsEndpoints } from './analytics';
import { authEndpoints } from './auth';
import { controllerArchiveEndpoints } from './controller-archive';
import { devMailboxEndpoints } from './dev-mailbox';
import type { Endpoint } from './endpoint';
import { exportsEndpoints } from './exports';
import { heatmapsEndpoints } from './heatmaps';
import { insightsEndpoints } from './insights';
import { manageEndpoints } from './manage';
import { marketingEndpoints } from './marketing';
import { notificationsEndpoints } from './notifications';
import { oauthEndpoints } from './oauth';
import { organizationsEndpoints } from './organizations';
import { placesEndpoints } from './places';
import { planningEndpoints } from './planning';
import { platformEndpoints } from './platform';
import { projectsEndpoints } from './projects';
import { reportsEndpoints } from './reports';
import { secureViewEndpoints } from './secure-view';
import { sharingEndpoints } from './sharing';
import { sitesEndpoints } from './sites';
import { uploadsEndpoints } from './uploads';
import { ssoConfigEndpoints, ssoEndpoints } from './sso';
import { tokensEndpoints } from './tokens';
import { usersEndpoints } from './users';
import { versionsEndpoints } from './versions';
import { vendorIntegrationEndpoints } from './vendor-integration';

/** Every endpoint of the API, grouped by feature (the same names as the feature folders of both apps). */
export const contract = {
  platform: platformEndpoints,
  projects: projectsEndpoints,
  uploads: uploadsEndpoints,
  manage: manageEndpoints,
  sharing: sharingEndpoints,
  secureView: secureViewEndpoints,
  auth: authEndpoints,
  users: usersEndpoints,
  organizations: organizationsEndpoints,
  analytics: analyticsEndpoints,
  devMailbox: devMailboxEndpoints,
  sso: ssoEndpoints,
  ssoConfig: ssoConfigEndpoints,
  notifications: notificationsEndpoints,
  marketing: marketingEndpoints,
  insights: insightsEndpoints,
  heatmaps: heatmapsEndpoints,
  sites: sitesEndpoints,
  places: placesEndpoints,
  exports: exportsEndpoints,
  reports: reportsEndpoints,
  controllerArchive: controllerArchiveEndpoints,
  tokens: tokensEndpoints,
  oauth: oauthEndpoints,
  planning: planningEndpoints,
  versions: versionsEndpoints,
  vendorIntegration: vendorIntegrationEndpoints,
} as const;

/** Every endpoint as a flat list, for the coverage tests and generators. */
export function listEndpoints(): Endpoint[] {
  return Object.values(contract).flatMap((group) => Object.values(group) as Endpoint[]);
}
