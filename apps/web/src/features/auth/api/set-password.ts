import { apiPut } from '@/lib/api-client';

export interface NewPassword {
  userId: string;
  accessToken: string;
  password: string;
}

/** Sets a new password with the single-use token from the reset mail (204). */
export async function setPassword({ userId, accessToken, password }: NewPassword): Promise<void> {
  await apiPut<unknown>(
    `/userapi/v1/users/${encodeURIComponent(userId)}/password`,
    { accessToken, password },
    { csrf: 'none', handleUnauthorized: false },
  );
}
