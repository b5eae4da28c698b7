import { useNavigate } from 'react-router';
import { useQueryClient } from '@tanstack/react-query';
import { logout } from '../features/auth/api/logout';

/**
 * Signing out (docs/product-spec.md §4 Session): ends the server session and the local one, drops the data cache
 * and opens the sign-in page, even when the server could not be reached.
 */
export function useSignOut(): () => Promise<void> {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  return async () => {
    try {
      await logout();
    } finally {
      queryClient.clear();
      await navigate('/login', { replace: true });
    }
  };
}
