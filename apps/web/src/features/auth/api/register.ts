import { usersEndpoints, type BodyOf } from '@airlens/contract';
import { callEndpoint } from '@/lib/call-endpoint';

export type Registration = BodyOf<typeof usersEndpoints.registerUser>;

/** Creates an account; the server mails a verification link (201). */
export async function register(registration: Registration): Promise<void> {
  await callEndpoint(
    usersEndpoints.registerUser,
    { body: registration },
    { csrf: 'none', handleUnauthorized: false },
  );
}
