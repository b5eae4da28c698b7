import { DEFAULT_PAGE_SIZE, LICENCE_PRODUCTS, LICENCE_STATUSES, PROJECT_ROLES } from '@airlens/domain';
import { z } from 'zod';
import { commonErrors, defineEndpoint, errorBodySchema } from './endpoint';

const tags = ['manage'];

/** The largest page a manage table may ask for. */
export const MANAGE_MAX_PAGE_SIZE = 100;

/** page (0-based), size, sort=column,asc|desc and a search text, as api-contract.md fixes them. */
export const managePagedQuerySchema = z.object({
  page: z.coerce.number().int().min(0).max(100_000).default(0),
  size: z.coerce.number().int().min(1).max(MANAGE_MAX_PAGE_SIZE).default(DEFAULT_PAGE_SIZE),
  sort: z.string().max(100).optional(),
  query: z.string().max(200).default(''),
});

export type ManagePagedQuery = z.infer<typeof managePagedQuerySchema>;

function pagedSchema<T extends z.ZodType>(item: T) {
  return z.object({
    content: z.array(item),
    totalPages: z.number(),
    totalElements: z.number(),
    page: z.number(),
    size: z.number(),
  });
}

export const managedProjectSchema = z
  .object({
    id: z.string(),
    name: z.string(),
    country: z.string().nullable(),
    city: z.string().nullable(),
    projectType: z.string(),
    status: z.string(),
    lastSurveyDate: z.string().nullable(),
    createdAt: z.iso.datetime(),
    owner: z.string().nullable(),
    projectUsers: z.array(z.object({ username: z.string(), role: z.enum(PROJECT_ROLES) })),
  })
  .meta({ id: 'ManagedProject' });

export type ManagedProject = z.infer<typeof managedProjectSchema>;

export const managedLicenseSchema = z
  .object({
    licenseKey: z.string(),
    status: z.enum(LICENCE_STATUSES),
    product: z.enum(LICENCE_PRODUCTS),
    subscriptionDate: z.string(),
    subscriptionExpirationDate: z.string().nullable(),
    assignedTo: z.string().nullable(),
  })
  .meta({ id: 'ManagedLicense' });

export type ManagedLicense = z.infer<typeof managedLicenseSchema>;

const managedProjectPageSchema = pagedSchema(managedProjectSchema);
const managedLicensePageSchema = pagedSchema(managedLicenseSchema);

export type ManagedProjectPage = z.infer<typeof managedProjectPageSchema>;
export type ManagedLicensePage = z.infer<typeof managedLicensePageSchema>;

const orgParams = z.object({ orgId: z.uuid() });
const licenseParams = orgParams.extend({ licenseKey: z.string().min(1).max(200) });
const errors = { ...commonErrors, 409: errorBodySchema };

/** The organisation admin's manage area: every project and every licence of the organisation. */
export const manageEndpoints = {
  listOrgProjects: defineEndpoint({
    method: 'GET',
    path: '/userapi/v1/organizations/:orgId/projects',
    access: 'orgAdmin',
    tags,
    summary:
      'Every project of the organisation with owner and users (org admin). query: case-insensitive substring of ' +
      'name, country, city or owner; sort: name|country|city|status|projectType|lastSurveyDate|createdAt|owner,asc|desc',
    params: orgParams,
    query: managePagedQuerySchema,
    responses: { 200: managedProjectPageSchema, ...errors },
  }),
  listOrgLicenses: defineEndpoint({
    method: 'GET',
    path: '/userapi/v1/organizations/:orgId/licenses',
    access: 'orgAdmin',
    tags,
    summary:
      'Every licence of the organisation with its holder (org admin). query: substring of key, product, status or ' +
      'holder; sort: licenseKey|status|subscriptionDate|subscriptionExpirationDate|product|assignedTo,asc|desc',
    params: orgParams,
    query: managePagedQuerySchema,
    responses: { 200: managedLicensePageSchema, ...errors },
  }),
  activateOrgLicense: defineEndpoint({
    method: 'POST',
    path: '/userapi/v1/organizations/:orgId/licenses',
    access: 'orgAdmin',
    tags,
    summary:
      'Activate a licence key for the organisation (a key that belongs to no organisation and no user yet)',
    params: orgParams,
    body: z.strictObject({ licenseKey: z.string().trim().min(1).max(200) }),
    responses: { 201: managedLicenseSchema, ...errors },
  }),
  assignOrgLicense: defineEndpoint({
    method: 'PUT',
    path: '/userapi/v1/organizations/:orgId/licenses/:licenseKey/assignee',
    access: 'orgAdmin',
    tags,
    summary:
      "Assign the licence to a member by e-mail (taken from its previous holder; the member's old licence is freed)",
    params: licenseParams,
    body: z.strictObject({ email: z.email().max(320) }),
    responses: { 200: managedLicenseSchema, ...errors },
  }),
  unassignOrgLicense: defineEndpoint({
    method: 'DELETE',
    path: '/userapi/v1/organizations/:orgId/licenses/:licenseKey/assignee',
    access: 'orgAdmin',
    tags,
    summary: 'Take the licence away from its holder',
    params: licenseParams,
    responses: { 200: managedLicenseSchema, ...errors },
  }),
};
