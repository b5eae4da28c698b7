import {
  keepPreviousData,
  queryOptions,
  skipToken,
  useMutation,
  useQuery,
  useQueryClient,
} from '@tanstack/react-query';
import { z } from 'zod';
import { LICENCE_PRODUCTS, LICENCE_STATUSES } from '@airlens/domain';
import { apiDelete, apiGet, apiPost, apiPut } from '@/lib/api-client';

export const LICENSES_LOAD_FAILED = 'Could not load licenses';

const orgIdAnswerSchema = z.object({ data: z.object({ orgId: z.string() }) });

/** The admin's organisation id, read from GET org-preferences (the user carries none). */
export async function getOrgId(signal?: AbortSignal): Promise<string> {
  return orgIdAnswerSchema.parse(await apiGet<unknown>('/userapi/v1/org-preferences', { signal })).data.orgId;
}

export const managedLicenseSchema = z.object({
  licenseKey: z.string(),
  status: z.enum(LICENCE_STATUSES),
  product: z.enum(LICENCE_PRODUCTS),
  subscriptionDate: z.string(),
  subscriptionExpirationDate: z.string().nullable(),
  assignedTo: z.string().nullable(),
});

export type ManagedLicense = z.infer<typeof managedLicenseSchema>;

const pageSchema = z.object({
  content: z.array(managedLicenseSchema),
  totalElements: z.number(),
  totalPages: z.number(),
  page: z.number(),
  size: z.number(),
});

export type ManagedLicensePage = z.infer<typeof pageSchema>;

export interface OrgLicensesQuery {
  query: string;
  page: number;
  size: number;
  sort: string | null;
}

function licensesPath(orgId: string): string {
  return `/userapi/v1/organizations/${encodeURIComponent(orgId)}/licenses`;
}

/** GET organizations/{orgId}/licenses: every licence of the organisation with its holder, paged. */
export async function listOrgLicenses(
  orgId: string,
  params: OrgLicensesQuery,
  signal?: AbortSignal,
): Promise<ManagedLicensePage> {
  try {
    return pageSchema.parse(
      await apiGet<unknown>(licensesPath(orgId), {
        query: { query: params.query, page: params.page, size: params.size, sort: params.sort },
        signal,
      }),
    );
  } catch (error) {
    throw new Error(LICENSES_LOAD_FAILED, { cause: error });
  }
}

const ORG_ID_KEY = ['manage-licenses', 'org-id'] as const;
const LIST_KEY = ['manage-licenses', 'list'] as const;

/** The organisation's licences; waits for the organisation id. */
export function useOrgLicenses(params: OrgLicensesQuery) {
  const orgId = useQuery({
    queryKey: ORG_ID_KEY,
    queryFn: ({ signal }) => getOrgId(signal),
    meta: { handledError: true },
  });
  const licenses = useQuery({
    ...queryOptions({
      queryKey: [...LIST_KEY, orgId.data, params],
      queryFn:
        orgId.data === undefined
          ? skipToken
          : ({ signal }: { signal: AbortSignal }) => listOrgLicenses(orgId.data, params, signal),
      placeholderData: keepPreviousData,
    }),
    meta: { handledError: true },
  });
  return { orgId: orgId.data, licenses, orgIdError: orgId.isError ? LICENSES_LOAD_FAILED : null };
}

/** POST organizations/{orgId}/licenses: activates a new key for the organisation. */
export async function activateOrgLicense(input: {
  orgId: string;
  licenseKey: string;
}): Promise<ManagedLicense> {
  return managedLicenseSchema.parse(
    await apiPost<unknown>(licensesPath(input.orgId), { licenseKey: input.licenseKey }),
  );
}

/** PUT organizations/{orgId}/licenses/{key}/assignee: gives the licence to a member by e-mail. */
export async function assignOrgLicense(input: {
  orgId: string;
  licenseKey: string;
  email: string;
}): Promise<ManagedLicense> {
  return managedLicenseSchema.parse(
    await apiPut<unknown>(`${licensesPath(input.orgId)}/${encodeURIComponent(input.licenseKey)}/assignee`, {
      email: input.email,
    }),
  );
}

/** DELETE organizations/{orgId}/licenses/{key}/assignee: takes the licence from its holder. */
export async function unassignOrgLicense(input: {
  orgId: string;
  licenseKey: string;
}): Promise<ManagedLicense> {
  return managedLicenseSchema.parse(
    await apiDelete<unknown>(`${licensesPath(input.orgId)}/${encodeURIComponent(input.licenseKey)}/assignee`),
  );
}

function useLicenseMutation<Input>(mutationFn: (input: Input) => Promise<ManagedLicense>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: LIST_KEY }),
    meta: { handledError: true },
  });
}

export function useActivateOrgLicense() {
  return useLicenseMutation(activateOrgLicense);
}

export function useAssignOrgLicense() {
  return useLicenseMutation(assignOrgLicense);
}

export function useUnassignOrgLicense() {
  return useLicenseMutation(unassignOrgLicense);
}
