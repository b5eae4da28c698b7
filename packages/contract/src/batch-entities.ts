// More of the .esx entities the batch call answers (GET /projectapi/v1/projects/{id}/batch), as clients read them
// (docs/esx-format §3.3, §3.5). The server sends stored documents as they are, so each schema reads the fields a
// client uses and a client skips an entity that does not read instead of failing the whole answer.
import { z } from 'zod';

const pointSchema = z.object({ x: z.number(), y: z.number() });
const bandFactorSchema = z.object({ band: z.string(), attenuationFactor: z.number() });

/** An attenuation area type: 1.5.0+ carries a dB/m factor per band, 1.4.0 one `attenuation`. */
export const batchAttenuationAreaTypeSchema = z.object({
  id: z.string(),
  status: z.string().optional(),
  name: z.string().optional().default(''),
  color: z.unknown().optional(),
  attenuation: z.number().optional(),
  propagationProperties: z.array(bandFactorSchema.catch({ band: '', attenuationFactor: 0 })).optional(),
});

export type BatchAttenuationAreaType = z.infer<typeof batchAttenuationAreaTypeSchema>;

/** An attenuation area: its type and its outline in floor-plan units (bare points, no `coord`). */
export const batchAttenuationAreaSchema = z.object({
  id: z.string(),
  status: z.string().optional(),
  attenuationAreaTypeId: z.string(),
  floorPlanId: z.string(),
  area: z.array(pointSchema),
});

/** An antenna type, as far as the floor view reads it (whether it is directional). */
export const batchAntennaTypeSchema = z.object({
  id: z.string(),
  status: z.string().optional(),
  directional: z.boolean().optional(),
});

/** A planned radio, as far as the floor view reads it (its AP, antenna and pointing). */
export const batchSimulatedRadioSchema = z.object({
  status: z.string().optional(),
  accessPointId: z.string(),
  antennaTypeId: z.string(),
  antennaDirection: z.number().optional(),
  enabled: z.boolean().optional(),
});

/** One collection of a batch answer as a list of unread entities; empty when absent or not a list. */
export function batchCollection(answer: unknown, collection: string): unknown[] {
  if (typeof answer !== 'object' || answer === null) {
    return [];
  }
  const value = (answer as Record<string, unknown>)[collection];
  return Array.isArray(value) ? value : [];
}
