import type { Endpoint } from './endpoint';
import { platformEndpoints } from './platform';

/** Every endpoint of the API, grouped by feature (the same names as the feature folders of both apps). */
export const contract = {
  platform: platformEndpoints,
} as const;

/** Every endpoint as a flat list, for the coverage tests and generators. */
export function listEndpoints(): Endpoint[] {
  return Object.values(contract).flatMap((group) => Object.values(group) as Endpoint[]);
}
