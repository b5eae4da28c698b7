import {
  keepPreviousData,
  queryOptions,
  skipToken,
  useMutation,
  useQuery,
  useQueryClient,
} from '@tanstack/react-query';
import { manageEndpoints, organizationsEndpoints } from '@airlens/contract';
import type { ManagedLicense, ManagedLicensePage } from '@airlens/contract';
import { callEndpoint } from '@/lib/call-endpoint';

export type { ManagedLicense, ManagedLicensePage };

export const LICENSES_LOAD_FAILED = 'Could not load licenses';

/** The admin's organisation id, read from GET org-preferences (the user carries none). */
export async function getOrgId(signal?: AbortSignal): Promise<string> {
  return (await callEndpoint(organizationsEndpoints.getOrgPreferences, {}, { signal })).data.orgId;
}

export interface OrgLicensesQuery {
  query: string;
  page: number;
  size: number;
  sort: string | null;
}

/** GET organizations/{orgId}/licenses: every licence of the organisation with its holder, paged. */
export async function listOrgLicenses(
  orgId: string,
  params: OrgLicensesQuery,
  signal?: AbortSignal,
): Promise<ManagedLicensePage> {
  try {
    return await callEndpoint(
      manageEndpoints.listOrgLicenses,
      {
        params: { orgId },
        query: { query: params.query, page: params.page, size: params.size, sort: params.sort ?? undefined },
      },
      { signal },
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
  return callEndpoint(manageEndpoints.activateOrgLicense, {
    params: { orgId: input.orgId },
    body: { licenseKey: input.licenseKey },
  });
}

/** PUT organizations/{orgId}/licenses/{key}/assignee: gives the licence to a member by e-mail. */
export async function assignOrgLicense(input: {
  orgId: string;
  licenseKey: string;
  email: string;
}): Promise<ManagedLicense> {
  return callEndpoint(manageEndpoints.assignOrgLicense, {
    params: { orgId: input.orgId, licenseKey: input.licenseKey },
    body: { email: input.email },
  });
}

/** DELETE organizations/{orgId}/licenses/{key}/assignee: takes the licence from its holder. */
export async function unassignOrgLicense(input: {
  orgId: string;
  licenseKey: string;
}): Promise<ManagedLicense> {
  return callEndpoint(manageEndpoints.unassignOrgLicense, {
    params: { orgId: input.orgId, licenseKey: input.licenseKey },
  });
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
