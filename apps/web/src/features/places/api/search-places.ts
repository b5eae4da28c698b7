import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { placesEndpoints, type Place } from '@airlens/contract';
import { callEndpoint } from '@/lib/call-endpoint';

/** GET /projectapi/v1/places?query: cities whose name starts with the query, largest first (10 at most). */
export async function searchPlaces(query: string, signal?: AbortSignal): Promise<Place[]> {
  return callEndpoint(placesEndpoints.searchPlaces, { query: { query } }, { signal });
}

export function placeSearchQueryOptions(query: string) {
  return queryOptions({
    queryKey: ['places', 'search', query],
    queryFn: ({ signal }) => searchPlaces(query, signal),
    // The gazetteer only changes with a release.
    staleTime: Infinity,
  });
}

/** The search for a (debounced) query; idle while the query is blank. */
export function usePlaceSearch(query: string) {
  const trimmed = query.trim();
  return useQuery({
    ...placeSearchQueryOptions(trimmed),
    enabled: trimmed !== '',
    // Keep the previous list while the next one loads, so the options do not flicker while typing.
    placeholderData: keepPreviousData,
    meta: { handledError: true },
  });
}
