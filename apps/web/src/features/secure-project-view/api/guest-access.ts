import { useMutation } from '@tanstack/react-query';
import { z } from 'zod';
import { apiPost } from '@/lib/api-client';

function secureViewPath(keyId: string): string {
  return `/shareapi/secureProjectView/${encodeURIComponent(keyId)}`;
}

const guestSessionSchema = z.object({
  userId: z.string(),
  email: z.string(),
  role: z.literal('GUEST'),
  projectId: z.string(),
  csrfToken: z.string(),
});

export type GuestSession = z.infer<typeof guestSessionSchema>;

/** POST otp: the server mails a code to the invited address (202 for any key). */
export async function requestGuestCode(keyId: string): Promise<void> {
  await apiPost(`${secureViewPath(keyId)}/otp`, undefined, { csrf: 'none', handleUnauthorized: false });
}

/** POST session: exchanges the code for a GUEST session that reads the one shared project. */
export async function startGuestSession(keyId: string, otp: string): Promise<GuestSession> {
  return guestSessionSchema.parse(
    await apiPost<unknown>(
      `${secureViewPath(keyId)}/session`,
      { otp },
      { csrf: 'none', handleUnauthorized: false },
    ),
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
