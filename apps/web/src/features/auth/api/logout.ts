import { apiDelete } from '@/lib/api-client';
import { clearSession } from '@/lib/session';
import { AUTHENTICATIONS_PATH, CLIENT_ID } from './authenticate';

/** Logout (spec §4 Session): ends the server session, then clears local data and aborts pending requests. */
export async function logout(): Promise<void> {
  try {
    await apiDelete<unknown>(AUTHENTICATIONS_PATH, {
      headers: { client_id: CLIENT_ID },
      handleUnauthorized: false,
    });
  } finally {
    clearSession();
  }
}
