import { usersEndpoints } from '@airlens/contract';
import { useMutation } from '@tanstack/react-query';
import { callEndpoint } from '@/lib/call-endpoint';
import { ApiError } from '@/lib/api-client';

export interface PasswordChange {
  userId: string;
  currentPassword: string;
  password: string;
}

/**
 * PUT users/{userId} with the new password and the current one. The server signs out the user's other
 * browsers; this one stays signed in.
 */
export async function changePassword({ userId, currentPassword, password }: PasswordChange): Promise<void> {
  const answer = await callEndpoint(usersEndpoints.updateUser, {
    params: { userId },
    body: { password, currentPassword },
  });
  if (!answer.success) {
    throw new Error(answer.message);
  }
}

export function useChangePassword() {
  return useMutation({ mutationFn: changePassword, meta: { handledError: true } });
}

/** A refused change's problems per form field, without the field name the server puts before each. */
export interface FieldProblems {
  currentPassword: string[];
  password: string[];
}

const FIELD_PREFIX = /^(currentPassword|password): (.*)$/s;

/**
 * The problems of a 400 answer by the field they are about (the server writes 'currentPassword: …' or
 * 'password: …' in each errorMessageList entry); null when the answer names neither field.
 */
export function fieldProblemsOf(error: unknown): FieldProblems | null {
  if (!(error instanceof ApiError) || error.status !== 400) {
    return null;
  }
  const list = (error.body as { errorMessageList?: unknown } | null)?.errorMessageList;
  const problems: FieldProblems = { currentPassword: [], password: [] };
  for (const entry of Array.isArray(list) ? list : []) {
    const description = (entry as { localizedDescription?: unknown }).localizedDescription;
    const match = typeof description === 'string' ? FIELD_PREFIX.exec(description) : null;
    if (match !== null) {
      problems[match[1] as keyof FieldProblems].push(match[2] as string);
    }
  }
  return problems.currentPassword.length + problems.password.length > 0 ? problems : null;
}
