import { authEndpoints } from '@airlens/contract';
import { callEndpoint } from '@/lib/call-endpoint';

/** Asks the server to mail a one-time code (202 for any address). */
export async function requestOtp(email: string): Promise<void> {
  await callEndpoint(
    authEndpoints.requestLoginOtp,
    { body: { email } },
    { csrf: 'none', handleUnauthorized: false },
  );
}
