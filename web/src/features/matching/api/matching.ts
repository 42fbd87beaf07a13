import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { listingMatchesSchema, type MatchesQuery } from '@contracts/leads/contracts/matching.ts';
import { apiRequest } from '@/lib/api-client.ts';

const MINUTE = 60_000;

/** A listing's matches' query keys, one factory. */
export const matchKeys = {
  all: ['listing-matches'] as const,
  list: (listingId: string, query: MatchesQuery) => [...matchKeys.all, listingId, query] as const,
};

/** `GET /api/properties/{id}/matches?show&page&pageSize`: the seller's contacts scored against the listing, best first. */
export function listingMatchesQueryOptions(listingId: string, query: MatchesQuery) {
  return queryOptions({
    queryKey: matchKeys.list(listingId, query),
    queryFn: async ({ signal }) =>
      listingMatchesSchema.parse(
        await apiRequest(`/api/properties/${encodeURIComponent(listingId)}/matches`, { signal, query: { ...query } }),
      ),
    staleTime: MINUTE,
    placeholderData: keepPreviousData,
  });
}

export function useListingMatches(listingId: string, query: MatchesQuery) {
  return useQuery(listingMatchesQueryOptions(listingId, query));
}
