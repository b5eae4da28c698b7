import { z } from 'zod';
import { EsxError } from './errors.ts';
import type { JsonValue } from './json.ts';

/*
 * Only the fields the product uses are validated; z.object strips the rest from the *typed* copy while
 * the raw entity in `collections` keeps every field untouched.
 */
const id = z.string().min(1).max(200);
const finite = z.number();
const point = z.object({ x: finite, y: finite });
const history = z
  .object({
    createdAt: z.string().optional(),
    createdBy: z.string().optional(),
    modifiedAt: z.string().optional(),
  })
  .optional();

export const projectSchema = z.object({
  id: id.optional(),
  name: z.string().optional(),
  title: z.string().optional(),
  customer: z.string().optional(),
  location: z.string().optional(),
  responsiblePerson: z.string().optional(),
  schemaVersion: z.string().optional(),
  history,
});

export const projectHistorySchema = z.object({
  productName: z.string().optional(),
  productVersion: z.string().optional(),
  schemaVersion: z.string().optional(),
  timestamp: z.string().optional(),
});

export const floorPlanSchema = z.object({
  id,
  name: z.string().optional(),
  width: finite.positive(),
  height: finite.positive(),
  // Absent (or null, or 0) on a plan nobody scaled in Ekahau: real projects often have such floors.
  metersPerUnit: finite.nonnegative().nullable().optional(),
  imageId: id.optional(),
  bitmapImageId: id.optional(),
  cropMinX: finite.optional(),
  cropMinY: finite.optional(),
  cropMaxX: finite.optional(),
  cropMaxY: finite.optional(),
  rotateUpDirection: z.string().optional(),
});

export const buildingFloorSchema = z.object({
  floorPlanId: id,
  buildingId: id.optional(),
  floorNumber: finite.optional(),
  height: finite.optional(),
});

export const imageSchema = z.object({
  id,
  imageFormat: z.string().optional(),
  imageName: z.string().optional(),
  resolutionWidth: finite.optional(),
  resolutionHeight: finite.optional(),
});

export const accessPointSchema = z.object({
  id,
  name: z.string().optional(),
  vendor: z.string().optional(),
  model: z.string().optional(),
  mine: z.boolean().optional(),
  hidden: z.boolean().optional(),
  color: z.string().optional(),
  location: z.object({ floorPlanId: id, coord: point }).optional(),
});

const channelNumbers = z.array(z.number().int().min(0).max(10_000)).max(32);

export const simulatedRadioSchema = z.object({
  id,
  accessPointId: id,
  accessPointIndex: z.number().int().optional(),
  radioTechnology: z.string().optional(),
  enabled: z.boolean().optional(),
  transmitPower: finite.optional(),
  channel: channelNumbers.optional(),
  channelByCenterFrequencyDefinedNarrowChannels: channelNumbers.optional(),
  antennaTypeId: id.optional(),
  antennaDirection: finite.optional(),
  antennaTilt: finite.optional(),
  antennaHeight: finite.optional(),
  antennaMounting: z.string().optional(),
  technology: z.string().optional(),
});

/** One principal-plane cut of an antenna pattern: gains in dBi at angles in degrees (Ekahau writes 5° steps). */
const antennaPlaneSchema = z.object({
  alignmentAngle: finite.optional(),
  gains: z
    .array(z.object({ angle: finite, gain: finite }))
    .min(2)
    .max(3600),
});

export const antennaTypeSchema = z.object({
  id,
  name: z.string().optional(),
  frequencyBand: z.string().optional(),
  maxGain: finite.optional(),
  directional: z.boolean().optional(),
  // A malformed pattern leaves the antenna omnidirectional instead of rejecting the whole file.
  hplane: antennaPlaneSchema.optional().catch(undefined),
  eplane: antennaPlaneSchema.optional().catch(undefined),
});

export const measuredRadioSchema = z.object({
  id,
  accessPointId: id,
  accessPointMeasurementIds: z.array(id).optional(),
});

export const measurementSchema = z.object({
  id,
  mac: z.string().max(64),
  ssid: z.string().optional(),
  channel: channelNumbers.optional(),
  channelByCenterFrequencyDefinedNarrowChannels: channelNumbers.optional(),
  technologies: z.array(z.string()).optional(),
  security: z.string().optional(),
});

export const wallTypeSchema = z.object({
  id,
  name: z.string().optional(),
  key: z.string().optional(),
  color: z.string().optional(),
  thickness: finite.nonnegative().optional(),
  totalAttenuation: finite.optional(),
  propagationProperties: z.array(z.object({ band: z.string(), attenuationFactor: finite })).optional(),
});

export const wallPointSchema = z.object({
  id,
  location: z.object({ floorPlanId: id, coord: point }),
});

export const wallSegmentSchema = z.object({
  id,
  wallTypeId: id,
  point1Id: id.optional(),
  point2Id: id.optional(),
  wallPoints: z.array(id).optional(),
});

export const areaSchema = z.object({
  id,
  floorPlanId: id,
  name: z.string().optional(),
  area: z.array(point),
  requirementId: id.optional(),
});

export const requirementSchema = z.object({
  id,
  name: z.string().optional(),
  key: z.string().optional(),
  isDefault: z.boolean().optional(),
  criteria: z
    .array(
      z.object({
        radioTechnology: z.string().optional(),
        frequencyBand: z.string().optional(),
        type: z.string(),
        function: z.string(),
        value: finite,
        additionalLimit: finite.optional(),
      }),
    )
    .optional(),
});

export const surveySchema = z.object({
  id,
  name: z.string().optional(),
  floorPlanId: id,
  startTime: z.string().optional(),
  duration: finite.optional(),
  routeType: z.string().optional(),
  routePoints: z.array(z.array(z.object({ time: finite, location: point }))).optional(),
  wifiTracks: z
    .array(
      z.object({
        wifiAdapterInformationId: id.optional(),
        binaryFileId: id,
        primary: z.boolean().optional(),
        accessPointMeasurementIds: z.array(id).max(65_536).optional(),
      }),
    )
    .optional(),
  history,
});

export const noiseFloorSchema = z.object({
  id,
  surveyId: id,
  floorPlanId: id,
  centerFrequencyMhz: finite,
  noiseFloorDbm: finite,
});

function describeIssue(issue: z.core.$ZodIssue): string {
  const path = issue.path
    .map((part) => (typeof part === 'number' ? `[${part}]` : `.${String(part)}`))
    .join('');
  return `${path.length > 0 ? path.slice(path.startsWith('.') ? 1 : 0) : 'the entity'}: ${issue.message}`;
}

/**
 * Validates one entity of a collection; on failure throws {@link EsxError} `INVALID_FIELD` naming the
 * member, the entity and the field.
 */
export function validateEntity<T>(schema: z.ZodType<T>, entity: JsonValue, member: string, label: string): T {
  const parsed = schema.safeParse(entity);
  if (parsed.success) {
    return parsed.data;
  }
  const issue = parsed.error.issues[0];
  const where = issue === undefined ? 'unknown field' : describeIssue(issue);
  throw new EsxError(
    'INVALID_FIELD',
    `The project file has an invalid value in ${member}, ${label}, ${where}. It may have been edited by another tool; save it from Ekahau again.`,
    member,
  );
}
