import type { QueryClient } from '@tanstack/react-query';
import { clearSession } from '../lib/session';

/** The part of the data router the handler needs. */
export interface RootNavigator {
  navigate: (to: string, options: { replace: boolean }) => Promise<void>;
}

/**
 * The global 401 (spec §8): the session is over, so go to root and clear the session and the data cache. The
 * navigation comes first: cleared while still on the page, the session would let the route guard send the
 * user to `/login?redirect=<that page>` before root is reached.
 */
export function createUnauthorizedHandler(router: RootNavigator, queryClient: QueryClient): () => void {
  let isLeaving = false;
  return () => {
    if (isLeaving) {
      return;
    }
    isLeaving = true;
    void router
      .navigate('/', { replace: true })
      .catch(() => undefined)
      .finally(() => {
        clearSession();
        queryClient.clear();
        isLeaving = false;
      });
  };
}
