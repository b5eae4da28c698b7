import {
  canUploadProjects,
  hasInsightsAccess,
  hasOnlinePlannerAccess,
  hasOptimizerAccess,
  isAccessRestricted,
} from '@airlens/domain';
import type { ClientUser } from '@airlens/domain';

export type LandingTileId = 'insights' | 'planner' | 'optimizer' | 'manage' | 'upload';

export interface LandingTile {
  id: LandingTileId;
  title: string;
  description: string;
  /** In-app path or external URL; null when the destination is not configured. */
  href: string | null;
  isExternal: boolean;
}

export interface LandingLinks {
  optimizerUrl: string | null;
  plannerUrl: string | null;
  /** The cloudPlanner flag: the tile opens the in-app editor on the user's latest design. */
  isCloudPlannerOn?: boolean;
}

/**
 * The entry tiles of the cloud landing page for a user (docs/product-spec.md §6): Insights with insights access, the online
 * planner with aiProCloudPlannerAccess, the optimizer with optimizerAccess, project upload for the licence
 * types of the cloud landing page (with insights access, where uploads appear), and Manage for everyone.
 */
export function landingTilesFor(user: ClientUser, links: LandingLinks, now: Date): LandingTile[] {
  const tiles: LandingTile[] = [];
  const canUseInsights = hasInsightsAccess(user, now);
  if (canUseInsights) {
    tiles.push({
      id: 'insights',
      title: 'Insights',
      description: 'Network health of your surveyed sites.',
      href: '/insights',
      isExternal: false,
    });
  }
  if (hasOnlinePlannerAccess(user, now)) {
    tiles.push({
      id: 'planner',
      title: 'Online planner',
      description: 'Plan a new Wi-Fi design in the browser.',
      // In-app: /planner opens the latest design in edit mode; otherwise the configured external planner.
      href: links.isCloudPlannerOn === true ? '/planner' : links.plannerUrl,
      isExternal: links.isCloudPlannerOn !== true,
    });
  }
  if (hasOptimizerAccess(user, now)) {
    tiles.push({
      id: 'optimizer',
      title: 'Optimizer',
      description: 'Optimise an existing network design.',
      href: links.optimizerUrl,
      isExternal: true,
    });
  }
  if (canUploadProjects(user, now)) {
    tiles.push({
      id: 'upload',
      title: 'Upload a project',
      description: 'Upload an Ekahau .esx survey project.',
      href: '/insights?upload=1',
      isExternal: false,
    });
  }
  tiles.push({
    id: 'manage',
    title: 'Manage',
    description: 'Your account, licences and organisation.',
    href: isAccessRestricted(user, now) ? '/home/manage' : '/manage',
    isExternal: false,
  });
  return tiles;
}
