import { z } from 'zod';

/**
 * Schema of the result wrapper `{ success, message, data }` around the given data schema. Apart from errors.ts
 * (which the web app's api-client loads everywhere) so that importing the error messages does not pull zod into
 * a bundle: the sign-in page loads without zod (issue #21).
 */
export function resultWrapperSchema<T extends z.ZodType>(data: T) {
  return z.object({ success: z.boolean(), message: z.string(), data });
}
