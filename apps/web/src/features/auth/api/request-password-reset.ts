import { apiPost } from '@/lib/api-client';
import { AUTH_PATHS } from './auth-paths';

/**
 * Asks for a password-reset mail; the server answers 202 for any address. Through the api-client rather than
 * callEndpoint, whose contract check would load zod on the light sign-in page (issue #21).
 */
export async function requestPasswordReset(email: string): Promise<void> {
  await apiPost<unknown>(
    AUTH_PATHS.requestPasswordReset,
    { email },
    { csrf: 'none', handleUnauthorized: false },
  );
}
