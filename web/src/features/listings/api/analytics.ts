import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { listingAnalyticsSchema, sellerAnalyticsSchema, type AnalyticsRange } from '@contracts/listings/contracts/analytics.ts';
import { offerAnalyticsSchema } from '@contracts/leads/contracts/offers.ts';
import { apiRequest } from '@/lib/api-client.ts';

const MINUTE = 60_000;

export const analyticsKeys = {
  all: ['analytics'] as const,
  seller: (userId: string, range: AnalyticsRange) => [...analyticsKeys.all, userId, range] as const,
  listing: (userId: string, id: string, range: AnalyticsRange) => [...analyticsKeys.all, userId, 'listing', id, range] as const,
  offers: (userId: string, range: AnalyticsRange) => [...analyticsKeys.all, userId, 'offers', range] as const,
};

/** `GET /api/analytics/listings?range=`: totals, daily series, each listing and plan usage. */
export function sellerAnalyticsQueryOptions(userId: string, range: AnalyticsRange) {
  return queryOptions({
    queryKey: analyticsKeys.seller(userId, range),
    queryFn: async ({ signal }) => sellerAnalyticsSchema.parse(await apiRequest('/api/analytics/listings', { signal, query: { range } })),
    staleTime: 5 * MINUTE,
  });
}

export function useSellerAnalytics(userId: string, range: AnalyticsRange) {
  return useQuery({ ...sellerAnalyticsQueryOptions(userId, range), placeholderData: keepPreviousData, retry: false });
}

/** `GET /api/analytics/listings/{id}?range=`: one listing's series (advanced analytics). */
export function useListingAnalytics(userId: string, id: string | null, range: AnalyticsRange) {
  return useQuery({
    queryKey: analyticsKeys.listing(userId, id ?? '', range),
    queryFn: async ({ signal }) =>
      listingAnalyticsSchema.parse(await apiRequest(`/api/analytics/listings/${encodeURIComponent(id!)}`, { signal, query: { range } })),
    enabled: id !== null,
    staleTime: 5 * MINUTE,
    retry: false,
  });
}

/** `GET /api/analytics/offers?range=`: the offers made on each of the seller's listings over the range. */
export function useOfferAnalytics(userId: string, range: AnalyticsRange) {
  return useQuery({
    queryKey: analyticsKeys.offers(userId, range),
    queryFn: async ({ signal }) => offerAnalyticsSchema.parse(await apiRequest('/api/analytics/offers', { signal, query: { range } })),
    placeholderData: keepPreviousData,
    staleTime: 5 * MINUTE,
    retry: false,
  });
}
