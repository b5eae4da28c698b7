import { usersEndpoints } from '@airlens/contract';
import { callEndpoint } from '@/lib/call-endpoint';

/** Asks for a password-reset mail; the server answers 202 for any address. */
export async function requestPasswordReset(email: string): Promise<void> {
  await callEndpoint(
    usersEndpoints.requestPasswordReset,
    { body: { email } },
    { csrf: 'none', handleUnauthorized: false },
  );
}
