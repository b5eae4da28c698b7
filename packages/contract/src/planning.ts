import { DEFAULT_BAND, FREQUENCY_BANDS } from '@airlens/domain';
import { z } from 'zod';
import { commonErrors, defineEndpoint } from './endpoint';
import { INSIGHTS_PREFIX, kpiFilterSchema, projectIdParamsSchema } from './insights-common';

const bandOffsetsSchema = z.object({ TWO: z.number(), FIVE: z.number(), SIX: z.number() });

/** A client device offset profile: the project's own or a built-in (laptop 0 dB, smartphone −10, IoT −12). */
const deviceProfileSchema = z
  .object({ id: z.string(), name: z.string(), offsets: bandOffsetsSchema, builtIn: z.boolean() })
  .meta({ id: 'DeviceProfile' });

export type DeviceProfileAnswer = z.infer<typeof deviceProfileSchema>;

const passRateFields = {
  passRatePercent: z.number(),
  source: z.enum(['measured', 'predicted']),
  criteria: z.array(z.object({ type: z.string(), threshold: z.number(), passRatePercent: z.number() })),
};

const passRateSchema = z.object(passRateFields).meta({ id: 'PassRate' });

const requirementPassRatesSchema = z
  .object({
    project: passRateSchema,
    floors: z.array(z.object({ floorPlanId: z.string(), floorPlanName: z.string(), ...passRateFields })),
    areas: z.array(
      z.object({
        areaId: z.string(),
        areaName: z.string(),
        floorPlanId: z.string(),
        requirementName: z.string(),
        ...passRateFields,
      }),
    ),
  })
  .meta({ id: 'RequirementPassRates' });

export type RequirementPassRatesAnswer = z.infer<typeof requirementPassRatesSchema>;

const capacitySchema = z
  .object({
    radios: z.array(
      z.object({
        accessPointId: z.string(),
        apName: z.string(),
        band: z.enum(FREQUENCY_BANDS),
        channel: z.number().int(),
        clients: z.number().int(),
        airtimePercent: z.number(),
        overloaded: z.boolean(),
      }),
    ),
    areas: z.array(
      z.object({
        areaId: z.string(),
        areaName: z.string(),
        clients: z.number().int(),
        usageProfile: z.string(),
        servedClients: z.number().int(),
        airtimePercent: z.number(),
        apsNeeded: z.number().int(),
      }),
    ),
  })
  .meta({ id: 'Capacity' });

export type CapacityAnswer = z.infer<typeof capacitySchema>;

const deviceProfileIdQuery = z.string().min(1).max(200).optional();

/** Planning under /insightapi/v1 (api-contract "Planning"): device profiles, requirement pass rates, capacity. */
export const planningEndpoints = {
  listDeviceProfiles: defineEndpoint({
    method: 'GET',
    path: `${INSIGHTS_PREFIX}/projects/:id/deviceProfiles`,
    access: 'projectRead',
    tags: ['insights'],
    summary: "The project's client device offset profiles plus the built-ins",
    params: projectIdParamsSchema,
    responses: { 200: z.array(deviceProfileSchema), ...commonErrors },
  }),
  getRequirementPassRates: defineEndpoint({
    method: 'GET',
    path: `${INSIGHTS_PREFIX}/projects/:id/requirementPassRates`,
    access: 'projectRead',
    tags: ['insights'],
    summary:
      "Each area's requirement (or the project default) evaluated per criterion: pass rates per project, floor and area",
    description:
      'Seen by the device profile (deviceProfileId; none = 0 dB). Where the surveys started between startDate and ' +
      'endDate (UTC days, inclusive; none = every survey) reach an area, its rate is measured: the interpolated ' +
      "survey's cells only (source measured); an area they do not reach is evaluated on the multi-floor prediction " +
      'of the planned APs (source predicted). A floor, or the project, with measured parts answers from those alone. ' +
      'Criteria of other bands than frequencyBand are left out; a criterion without a band applies to every band. ' +
      '400 when endDate is before startDate.',
    params: projectIdParamsSchema,
    query: kpiFilterSchema.extend({ deviceProfileId: deviceProfileIdQuery }),
    responses: { 200: requirementPassRatesSchema, ...commonErrors },
  }),
  getCapacity: defineEndpoint({
    method: 'GET',
    path: `${INSIGHTS_PREFIX}/projects/:id/capacity`,
    access: 'projectRead',
    tags: ['insights'],
    summary: 'Airtime per radio from the areas’ capacity items, overloaded radios and APs needed per area',
    params: projectIdParamsSchema,
    query: z.object({ frequencyBand: z.enum(FREQUENCY_BANDS).default(DEFAULT_BAND) }),
    responses: { 200: capacitySchema, ...commonErrors },
  }),
};
