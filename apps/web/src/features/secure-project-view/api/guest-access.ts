import { secureViewEndpoints } from '@airlens/contract';
import type { GuestSession } from '@airlens/contract';
import { useMutation } from '@tanstack/react-query';
import { callEndpoint } from '@/lib/call-endpoint';

export type { GuestSession };

// Public entry points: no session yet, so no CSRF header and no global 401 handling.
const PUBLIC_CALL = { csrf: 'none', handleUnauthorized: false } as const;

/** POST otp: the server mails a code to the invited address (202 for any key). */
export async function requestGuestCode(keyId: string): Promise<void> {
  await callEndpoint(secureViewEndpoints.requestGuestOtp, { params: { keyId } }, PUBLIC_CALL);
}

/** POST session: exchanges the code for a GUEST session that reads the one shared project. */
export async function startGuestSession(keyId: string, otp: string): Promise<GuestSession> {
  return callEndpoint(
    secureViewEndpoints.startGuestSession,
    { params: { keyId }, body: { otp } },
    PUBLIC_CALL,
  );
}

export function useRequestGuestCode(keyId: string) {
  return useMutation({ mutationFn: () => requestGuestCode(keyId), meta: { handledError: true } });
}

export function useStartGuestSession(keyId: string) {
  return useMutation({
    mutationFn: (otp: string) => startGuestSession(keyId, otp),
    meta: { handledError: true },
  });
}
