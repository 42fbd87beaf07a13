import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { entitlementsSchema } from '@contracts/billing/contracts/http.ts';
import { listingMatchesSchema, type MatchesQuery } from '@contracts/leads/contracts/matching.ts';
import { apiRequest } from '@/lib/api-client.ts';

const MINUTE = 60_000;

/** A listing's matches' query keys, one factory. */
export const matchKeys = {
  all: ['listing-matches'] as const,
  list: (listingId: string, query: MatchesQuery) => [...matchKeys.all, listingId, query] as const,
  entitlements: () => [...matchKeys.all, 'entitlements'] as const,
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

/** Whether the seller's plan sends campaigns (Premium), from `GET /api/billing/me`; undefined while unknown. */
export function useMaySendCampaigns(): boolean | undefined {
  const query = useQuery({
    queryKey: matchKeys.entitlements(),
    queryFn: async ({ signal }) => entitlementsSchema.parse(await apiRequest('/api/billing/me', { signal })),
    staleTime: MINUTE,
  });
  return query.data ? query.data.seller.campaignMailsPerDay > 0 : undefined;
}
