import { z } from 'zod';
import { checkPasswordPolicy, FIELD_REQUIRED, INVALID_EMAIL } from '@airlens/domain';

export const emailField = z.string().trim().min(1, FIELD_REQUIRED).pipe(z.email(INVALID_EMAIL));

export const requiredField = z.string().min(1, FIELD_REQUIRED);

export const loginSchema = z.object({ email: emailField, password: requiredField });
export type LoginValues = z.infer<typeof loginSchema>;

export const emailOnlySchema = z.object({ email: emailField });
export type EmailOnlyValues = z.infer<typeof emailOnlySchema>;

/** Whether a typed value is a complete e-mail address (used to ask whether SSO applies). */
export function isCompleteEmail(value: string): boolean {
  return emailField.safeParse(value).success;
}

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
