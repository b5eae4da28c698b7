import type { QueryClient } from '@tanstack/react-query';
import { endSession } from '../lib/session';

/** The part of the data router the handler needs. */
export interface RootNavigator {
  navigate: (to: string, options: { replace: boolean }) => Promise<void>;
}

/**
 * The global 401 (docs/product-spec.md §8): the session is over, so end it, drop the data cache and go to root. Ending it
 * (not only clearing it) tells the route guard not to send the user to `/login?redirect=<that page>` while
 * the page is still on screen: React may render the old page with no user before the navigation lands.
 */
export function createUnauthorizedHandler(router: RootNavigator, queryClient: QueryClient): () => void {
  return () => {
    endSession();
    queryClient.clear();
    void router.navigate('/', { replace: true }).catch(() => undefined);
  };
}
