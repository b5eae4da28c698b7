import { apiPost } from '@/lib/api-client';

export interface Registration {
  email: string;
  name: string;
  password: string;
}

/** Creates an account; the server mails a verification link (201). */
export async function register(registration: Registration): Promise<void> {
  await apiPost<unknown>('/userapi/v1/users', registration, { csrf: 'none', handleUnauthorized: false });
}
