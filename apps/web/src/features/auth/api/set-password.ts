import { usersEndpoints } from '@airlens/contract';
import { callEndpoint } from '@/lib/call-endpoint';

export interface NewPassword {
  userId: string;
  accessToken: string;
  password: string;
}

/** Sets a new password with the single-use token from the reset mail (204). */
export async function setPassword({ userId, accessToken, password }: NewPassword): Promise<void> {
  await callEndpoint(
    usersEndpoints.completePasswordReset,
    { params: { userId }, body: { accessToken, password } },
    { csrf: 'none', handleUnauthorized: false },
  );
}
