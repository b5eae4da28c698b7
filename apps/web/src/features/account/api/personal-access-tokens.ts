import {
  tokensEndpoints,
  type CreatedPersonalAccessToken,
  type CreatePersonalAccessTokenInput,
} from '@airlens/contract';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { callEndpoint } from '@/lib/call-endpoint';

function tokensKey(userId: string) {
  return ['users', userId, 'personal-access-tokens'] as const;
}

export function personalAccessTokensQueryOptions(userId: string) {
  return queryOptions({
    queryKey: tokensKey(userId),
    queryFn: ({ signal }) =>
      callEndpoint(tokensEndpoints.listPersonalAccessTokens, { params: { userId } }, { signal }),
  });
}

export function usePersonalAccessTokens(userId: string) {
  return useQuery({ ...personalAccessTokensQueryOptions(userId), meta: { handledError: true } });
}

/** Creates a token; the answer's `token` is its secret, which the server never answers again. */
export function useCreatePersonalAccessToken(userId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: CreatePersonalAccessTokenInput): Promise<CreatedPersonalAccessToken> =>
      callEndpoint(tokensEndpoints.createPersonalAccessToken, { params: { userId }, body }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: tokensKey(userId) }),
    meta: { handledError: true },
  });
}

export function useRevokePersonalAccessToken(userId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (tokenId: string) =>
      callEndpoint(tokensEndpoints.revokePersonalAccessToken, { params: { userId, tokenId } }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: tokensKey(userId) }),
    meta: { handledError: true },
  });
}
