import { apiPost } from '@/lib/api-client';
import { AUTHENTICATIONS_PATH } from './authenticate';

/** Asks the server to mail a one-time code (202 for any address). */
export async function requestOtp(email: string): Promise<void> {
  await apiPost<unknown>(
    `${AUTHENTICATIONS_PATH}/otp`,
    { email },
    { csrf: 'none', handleUnauthorized: false },
  );
}
