import { errorBodySchema } from '@airlens/contract';
import type { z } from 'zod';

// One schema for every error body, declared with the contract (re-exported for the server's routes).
export { errorBodySchema };

export type ErrorBody = z.infer<typeof errorBodySchema>;

/** Builds an error body from a message and optional per-field details. */
export function errorBody(message: string, details: string[] = []): ErrorBody {
  return details.length === 0
    ? { message }
    : { message, errorMessageList: details.map((localizedDescription) => ({ localizedDescription })) };
}
