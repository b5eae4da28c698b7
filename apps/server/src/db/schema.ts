// The one Drizzle schema of the database, split by feature for readability. SQL migrations in
// ./migrations are the source of truth for the database; these table definitions mirror them.
import {
  analyticsEvents,
  licences,
  loginAttempts,
  oneTimeCodes,
  organizations,
  outbox,
  sessions,
  userGroupMembers,
  userGroups,
  users,
} from './schema/accounts';
import {
  accessPoints,
  floorPlanRowIds,
  floorPlans,
  projectMembers,
  radios,
  surveys,
} from './schema/floor-plans';
import { heatmapFloorData } from './schema/heatmaps';
import {
  insightDeviceCounts,
  insightProjectTags,
  kpiAreas,
  kpiProjectDays,
  kpiProjectTotals,
  kpiRollups,
} from './schema/insights';
import { notifications } from './schema/notifications';
import { appSettings } from './schema/platform';
import { projectDocuments, projectUsers, projects, sites } from './schema/projects';
import { projectUserPreferences, secureLinks } from './schema/sharing';
import { ssoConfigurations, ssoEmailDomains, ssoLoginStates, ssoSamlAssertions } from './schema/sso';
import { uploads } from './schema/uploads';

export const schema = {
  appSettings,
  organizations,
  licences,
  users,
  sessions,
  loginAttempts,
  oneTimeCodes,
  userGroups,
  userGroupMembers,
  analyticsEvents,
  outbox,
  sites,
  projects,
  projectUsers,
  projectDocuments,
  uploads,
  floorPlanRowIds,
  floorPlans,
  accessPoints,
  radios,
  surveys,
  projectMembers,
  kpiAreas,
  kpiRollups,
  kpiProjectDays,
  kpiProjectTotals,
  insightDeviceCounts,
  insightProjectTags,
  secureLinks,
  projectUserPreferences,
  notifications,
  heatmapFloorData,
  ssoConfigurations,
  ssoEmailDomains,
  ssoLoginStates,
  ssoSamlAssertions,
};
export type Schema = typeof schema;
