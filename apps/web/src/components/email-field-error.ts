import { z } from 'zod';
import { FIELD_REQUIRED, INVALID_EMAIL } from '@airlens/domain';

const emailSchema = z.email();

/** The stock message for a typed e-mail field (required, then a valid address), or null when it is one. */
export function emailFieldError(text: string): string | null {
  const trimmed = text.trim();
  if (trimmed === '') {
    return FIELD_REQUIRED;
  }
  return emailSchema.safeParse(trimmed).success ? null : INVALID_EMAIL;
}
