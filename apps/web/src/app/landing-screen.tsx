import { hasInsightsAccess } from '@airlens/domain';
import { LandingPage } from '../features/landing/components/landing-page';
import { RecentProjects } from '../features/recent-projects/components/recent-projects';
import { useSessionUser } from '../lib/session';

/** The landing page with the projects the user opened last (for users who can open projects). */
export function LandingRoute() {
  const user = useSessionUser();
  const hasProjects = user !== null && hasInsightsAccess(user, new Date());
  return <LandingPage>{hasProjects && <RecentProjects userId={user.userId} />}</LandingPage>;
}
