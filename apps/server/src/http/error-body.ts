import { z } from 'zod';

/** The error body of api-contract.md, used in every route's OpenAPI responses. */
export const errorBodySchema = z
  .object({
    message: z.string(),
    errorMessageList: z.array(z.object({ localizedDescription: z.string() })).optional(),
  })
  .meta({ id: 'ErrorBody' });

export type ErrorBody = z.infer<typeof errorBodySchema>;

/** Builds an error body from a message and optional per-field details. */
export function errorBody(message: string, details: string[] = []): ErrorBody {
  return details.length === 0
    ? { message }
    : { message, errorMessageList: details.map((localizedDescription) => ({ localizedDescription })) };
}
