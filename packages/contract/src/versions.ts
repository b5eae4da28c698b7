import { DESIGN_ENTITY_TYPES, DESIGN_OPERATION_KINDS, FREQUENCY_BANDS } from '@airlens/domain';
import { z } from 'zod';
import { commonErrors, defineEndpoint, errorBodySchema } from './endpoint';

// Version history (api-contract.md "Design editing and versions"): every upload, conversion, restore (and, with
// the editor, every editing session) is a version of the project; the newest VERSION_RETENTION are kept.

const tags = ['versions'];

/** How a version came to be. */
export const VERSION_SOURCES = ['UPLOAD', 'EDIT', 'CONVERSION', 'RESTORE'] as const;
export type VersionSource = (typeof VERSION_SOURCES)[number];

const projectIdParams = z.object({ id: z.string().max(64) });
const versionNumber = z.coerce.number().int().min(1).max(2_147_483_647);

/** One entry of a project's history. */
const projectVersionSchema = z
  .object({
    version: z.number().int(),
    createdAt: z.string(),
    /** The e-mail address of whoever made it; null when not known (versions from before the history). */
    createdBy: z.string().nullable(),
    source: z.enum(VERSION_SOURCES),
    summary: z.string(),
  })
  .meta({ id: 'ProjectVersion' });

export type ProjectVersion = z.infer<typeof projectVersionSchema>;

/** A position on a floor plan, in the plan's units (pixels of its image), as the batch call gives them. */
const planPositionSchema = z.object({ floorPlanId: z.string(), x: z.number(), y: z.number() });

const diffAccessPointSchema = z.object({
  id: z.string(),
  name: z.string(),
  floorPlanId: z.string().nullable(),
  position: planPositionSchema.nullable(),
});

const diffEntitySchema = z.object({ id: z.string(), name: z.string(), floorPlanId: z.string().nullable() });

const diffChangedSchema = diffEntitySchema.extend({
  /** What changed, one readable line each ("model AP-1 → AP-2", "5 GHz channel 36 → 44"). */
  changes: z.array(z.string()),
});

/** What differs between two versions of a project's design. */
const versionDiffSchema = z
  .object({
    from: z.number().int(),
    to: z.number().int(),
    accessPoints: z.object({
      added: z.array(diffAccessPointSchema),
      removed: z.array(diffAccessPointSchema),
      /** Displaced more than 0.5 m (or moved to another floor, or on a floor without a scale). */
      moved: z.array(
        diffEntitySchema.extend({
          from: planPositionSchema,
          to: planPositionSchema,
          /** Null when the AP changed floors or its floor has no scale. */
          distanceMeters: z.number().nullable(),
        }),
      ),
      changed: z.array(diffChangedSchema),
    }),
    walls: z.object({ added: z.array(diffEntitySchema), removed: z.array(diffEntitySchema) }),
    attenuationAreas: z.object({
      added: z.array(diffEntitySchema),
      removed: z.array(diffEntitySchema),
      changed: z.array(diffChangedSchema),
    }),
    areas: z.object({
      added: z.array(diffEntitySchema),
      removed: z.array(diffEntitySchema),
      changed: z.array(diffChangedSchema),
    }),
  })
  .meta({ id: 'VersionDiff' });

export type VersionDiff = z.infer<typeof versionDiffSchema>;

const restoreAnswerSchema = z
  .object({
    projectId: z.string(),
    /** The version whose content the new version carries. */
    restoredVersion: z.number().int(),
    /** The import that makes the new version: GET /esxfileapi/v1/projects/upload/status?fileUploadId= */
    fileUploadId: z.string(),
  })
  .meta({ id: 'VersionRestore' });

export type VersionRestoreAnswer = z.infer<typeof restoreAnswerSchema>;

/** How many operations one PATCH may carry (an auto-plan proposal of a large floor fits well within it). */
export const MAX_DESIGN_OPERATIONS = 5_000;

/** One change of a design: `value` is the entity as the batch call returns it, whole or partial. */
export const designOperationSchema = z
  .object({
    op: z.enum(DESIGN_OPERATION_KINDS),
    type: z.enum(DESIGN_ENTITY_TYPES),
    id: z.string().min(1).max(200),
    /** The entity's fields (read-only ones ignored); a wall's may carry `points` and `floorPlanId` for its ends. */
    value: z.record(z.string(), z.unknown()).optional(),
  })
  .meta({ id: 'DesignOperation' });

/** PATCH /projectapi/v1/projects/{id}/design. */
export const designPatchBodySchema = z
  .object({
    /** The version the operations were made on; a newer current version answers 409. */
    baseVersion: z.number().int().min(1),
    operations: z.array(designOperationSchema).min(1).max(MAX_DESIGN_OPERATIONS),
  })
  .meta({ id: 'DesignPatch' });

export type DesignPatchBody = z.infer<typeof designPatchBodySchema>;

const designPatchAnswerSchema = z.object({ version: z.number().int() }).meta({ id: 'DesignPatchAnswer' });

/** The 409 of a PATCH on a stale base: the error body plus the version to rebase on. */
const staleBaseSchema = errorBodySchema
  .extend({ currentVersion: z.number().int() })
  .meta({ id: 'DesignStaleBase' });

export type DesignPatchAnswer = z.infer<typeof designPatchAnswerSchema>;

const autoPlanBodySchema = z
  .object({
    /** The requirement to reach (its areas on the floor are the target); the floor's areas' or the default otherwise. */
    requirementId: z.string().min(1).max(200).optional(),
    /** The AP model to place: its radio on the band comes from an AP of that model in the project when there is one. */
    apModel: z.string().min(1).max(200),
    frequencyBand: z.enum(FREQUENCY_BANDS),
    maxAps: z.number().int().min(1).max(200).optional(),
  })
  .meta({ id: 'AutoPlanRequest' });

export type AutoPlanBody = z.infer<typeof autoPlanBodySchema>;

const autoPlanStatusSchema = z
  .object({
    status: z.enum(['RUNNING', 'DONE', 'FAILED']),
    /** 0 to 1. */
    progress: z.number(),
    /** Set once DONE: APs to send as ACCESS_POINT adds of a design PATCH (nothing is applied before). */
    proposal: z
      .object({
        accessPoints: z.array(
          z.object({
            name: z.string(),
            model: z.string(),
            location: z.object({
              floorPlanId: z.string(),
              coord: z.object({ x: z.number(), y: z.number() }),
            }),
            band: z.enum(FREQUENCY_BANDS),
            channel: z.number().int(),
          }),
        ),
        predictedPassRatePercent: z.number(),
      })
      .nullable(),
    /** Why it FAILED, for a person; null otherwise. */
    message: z.string().nullable(),
  })
  .meta({ id: 'AutoPlanStatus' });

export type AutoPlanStatus = z.infer<typeof autoPlanStatusSchema>;

const floorParams = projectIdParams.extend({ floorId: z.string().min(1).max(200) });

export const versionsEndpoints = {
  startAutoPlan: defineEndpoint({
    method: 'POST',
    path: '/projectapi/v1/projects/:id/floor-plans/:floorId/auto-plan',
    access: 'projectWrite',
    tags,
    summary:
      "Propose AP positions for a floor that reach a requirement's pass rate (write roles with planner access)",
    description:
      'Greedy placement by predicted coverage gain, then a local search on position and channel, with the floor’s walls and attenuation areas; stops at 95% of the target cells passing or at maxAps (default 50). 202 with the job id; GET …/auto-plan/{jobId} tells its progress and, once DONE, the proposal.',
    params: floorParams,
    body: autoPlanBodySchema,
    responses: { 202: z.object({ jobId: z.string() }), ...commonErrors },
  }),
  getAutoPlan: defineEndpoint({
    method: 'GET',
    path: '/projectapi/v1/projects/:id/floor-plans/:floorId/auto-plan/:jobId',
    access: 'projectWrite',
    tags,
    summary: 'The status, progress and (once DONE) proposal of an auto-planning job',
    params: floorParams.extend({ jobId: z.string().min(1).max(64) }),
    responses: { 200: autoPlanStatusSchema, ...commonErrors },
  }),
  updateDesign: defineEndpoint({
    method: 'PATCH',
    path: '/projectapi/v1/projects/:id/design',
    access: 'projectWrite',
    tags,
    summary: "Apply design operations to the project's current version (write roles with planner access)",
    description:
      'The operations apply in order, all or none, to the version `baseVersion`, making the next version (source EDIT; consecutive edits by one user within 10 minutes share one history entry). 409 `{ currentVersion }` when the project has moved on; 400 when an operation cannot apply (unknown id, missing floor/AP/type, wrong value); 403 without planner access.',
    params: projectIdParams,
    body: designPatchBodySchema,
    responses: { 200: designPatchAnswerSchema, ...commonErrors, 409: staleBaseSchema },
  }),
  listVersions: defineEndpoint({
    method: 'GET',
    path: '/projectapi/v1/projects/:id/versions',
    access: 'projectRead',
    tags,
    summary: "The project's retained versions, newest first",
    description:
      'Each upload, controller-archive conversion and restore is a version; the newest VERSION_RETENTION (default 20) are kept, older ones are pruned.',
    params: projectIdParams,
    responses: { 200: z.array(projectVersionSchema), ...commonErrors },
  }),
  diffVersions: defineEndpoint({
    method: 'GET',
    path: '/projectapi/v1/projects/:id/versions/:a/diff/:b',
    access: 'projectRead',
    tags,
    summary:
      'What changed from version a to version b: APs added, removed, moved (> 0.5 m), changed; walls; areas',
    params: projectIdParams.extend({ a: versionNumber, b: versionNumber }),
    responses: { 200: versionDiffSchema, ...commonErrors },
  }),
  restoreVersion: defineEndpoint({
    method: 'POST',
    path: '/projectapi/v1/projects/:id/versions/:version/restore',
    access: 'projectWrite',
    tags,
    summary: 'Make a new version equal to an earlier one (write roles)',
    description:
      "The version's .esx is rebuilt from its stored documents and members and imported as the project's next version (source RESTORE), so every derived table follows. 409 while another import of the project is under way.",
    params: projectIdParams.extend({ version: versionNumber }),
    responses: { 202: restoreAnswerSchema, ...commonErrors, 409: errorBodySchema },
  }),
};
