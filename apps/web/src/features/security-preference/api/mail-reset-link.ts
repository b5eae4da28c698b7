import { usersEndpoints } from '@airlens/contract';
import { useMutation } from '@tanstack/react-query';
import { callEndpoint } from '@/lib/call-endpoint';

/** POST users/password-reset for the signed-in user's own address: for a forgotten (or never set) password. */
export async function mailResetLink(email: string): Promise<void> {
  await callEndpoint(usersEndpoints.requestPasswordReset, { body: { email } });
}

export function useMailResetLink() {
  return useMutation({ mutationFn: mailResetLink, meta: { handledError: true } });
}
