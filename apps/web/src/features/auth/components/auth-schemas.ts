import { z } from 'zod';
import { checkPasswordPolicy, FIELD_REQUIRED, INVALID_EMAIL } from '@airlens/domain';

// The sign-in and password-reset request forms check by hand with the same rules (auth-validation.ts), so the
// light sign-in page loads no zod (issue #21); auth-validation.test.ts holds both to the same answers.

export const emailField = z.string().trim().min(1, FIELD_REQUIRED).pipe(z.email(INVALID_EMAIL));

export const requiredField = z.string().min(1, FIELD_REQUIRED);

export const emailOnlySchema = z.object({ email: emailField });
export type EmailOnlyValues = z.infer<typeof emailOnlySchema>;

/** A new password; the server applies the organisation's password policy and names what is missing. */
export const passwordField = z.string().min(1, FIELD_REQUIRED);

/** Adds the password-policy messages of `@airlens/domain` to a form's `password` field (flag passwordPolicy). */
export function withPasswordPolicy<S extends z.ZodType<{ password: string; email?: string }>>(
  schema: S,
  isEnforced: boolean,
): S {
  if (!isEnforced) {
    return schema;
  }
  return schema.superRefine((values, context) => {
    for (const message of checkPasswordPolicy(values.password, values.email ?? '')) {
      context.addIssue({ code: 'custom', message, path: ['password'] });
    }
  });
}
