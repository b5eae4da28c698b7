import { authEndpoints } from '@airlens/contract';
import { callEndpoint } from '@/lib/call-endpoint';
import { clearSession } from '@/lib/session';
import { CLIENT_ID } from './authenticate';

/** Logout (docs/product-spec.md §4 Session): ends the server session, then clears local data and aborts pending requests. */
export async function logout(): Promise<void> {
  try {
    await callEndpoint(
      authEndpoints.logout,
      {},
      { headers: { client_id: CLIENT_ID }, handleUnauthorized: false },
    );
  } finally {
    clearSession();
  }
}
