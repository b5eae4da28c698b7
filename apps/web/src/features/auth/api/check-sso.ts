import type { CheckSsoAnswer } from '@airlens/contract';
import { apiGet } from '@/lib/api-client';
import { AUTH_PATHS } from './auth-paths';

export type { CheckSsoAnswer };

/** The answer read as the contract's CheckSsoAnswer declares it, by hand: the sign-in page loads no zod. */
function readCheckSsoAnswer(answer: unknown): CheckSsoAnswer {
  if (typeof answer !== 'object' || answer === null) {
    throw new Error('Single sign-on could not be checked: the answer is not an object.');
  }
  const { ssoEnabled, loginUrl } = answer as Record<string, unknown>;
  if (typeof ssoEnabled !== 'boolean' || (loginUrl !== undefined && typeof loginUrl !== 'string')) {
    throw new Error('Single sign-on could not be checked: the answer does not match the contract.');
  }
  return loginUrl === undefined ? { ssoEnabled } : { ssoEnabled, loginUrl };
}

/** Whether an e-mail signs in through single sign-on, and where that sign-in starts. */
export async function checkSso(email: string, signal?: AbortSignal): Promise<CheckSsoAnswer> {
  const answer = await apiGet<unknown>(AUTH_PATHS.checkSso, {
    query: { email },
    signal,
    handleUnauthorized: false,
  });
  return readCheckSsoAnswer(answer);
}
