import type { AppConfig } from '../../config';
import type { Database } from '../../db/database';
import type { AuthenticatedUser } from '../../http/session';
import { principalOf } from '../access';
import { listOrgSites, type SiteRow } from './sites.repo';

/** What the sites API needs. */
export interface SitesContext {
  database: Database;
  config: AppConfig;
}

/** The caller's organisation's sites, each with the projects the caller may read (the sharing rule). */
export async function getSites(context: SitesContext, caller: AuthenticatedUser): Promise<SiteRow[]> {
  const principal = principalOf(caller);
  if (caller.orgId === null || principal === null) {
    return [];
  }
  return listOrgSites(context.database, {
    orgId: caller.orgId,
    includeDesignProjects: context.config.featureFlags.designProject,
    principal,
  });
}
