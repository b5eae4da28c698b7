import { apiPost } from '@/lib/api-client';

/** Asks for a password-reset mail; the server answers 202 for any address. */
export async function requestPasswordReset(email: string): Promise<void> {
  await apiPost<unknown>(
    '/userapi/v1/users/password-reset',
    { email },
    { csrf: 'none', handleUnauthorized: false },
  );
}
