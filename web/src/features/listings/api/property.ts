import { queryOptions, useMutation, useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { publicUserProfileSchema, type PublicUserProfile } from '@contracts/identity/contracts/http.ts';
import { propertyDetailSchema, recordListingViewResultSchema, type PropertyDetail } from '@contracts/listings/contracts/property.ts';
import { similarPropertiesSchema, type PropertyHit } from '@contracts/listings/contracts/search.ts';
import { listingReportReceiptSchema, type ReportListingRequest } from '@contracts/listings/contracts/listing-reports.ts';
import { myAddressRequestSchema } from '@contracts/listings/contracts/address-requests.ts';
import { apiRequest } from '@/lib/api-client.ts';
import { listingKeys } from './listing-keys.ts';

/**
 * The property page's reads: one property, the listings like it, its seller's public profile, and
 * the view it records. Spec section 9: property queries fresh 5 minutes, kept 10; the card's
 * hover prefetch is fresh 5 minutes.
 */
const MINUTE = 60_000;
const PROPERTY_STALE_TIME = 5 * MINUTE;
const PROPERTY_GC_TIME = 10 * MINUTE;

const propertyPath = (id: string) => `/api/properties/${encodeURIComponent(id)}`;

/** `GET /api/properties/:id`: public listings for everyone; drafts and hidden ones only for their owner or an admin (else 404). */
export async function fetchProperty(id: string, signal?: AbortSignal): Promise<PropertyDetail> {
  return propertyDetailSchema.parse(await apiRequest(propertyPath(id), { signal }));
}

export function propertyQueryOptions(id: string) {
  return queryOptions({
    queryKey: listingKeys.detail(id),
    queryFn: ({ signal }) => fetchProperty(id, signal),
    staleTime: PROPERTY_STALE_TIME,
    gcTime: PROPERTY_GC_TIME,
  });
}

export function useProperty(id: string) {
  return useQuery(propertyQueryOptions(id));
}

/** Hovering a card prefetches its property (spec section 2), kept fresh 5 minutes. */
export function prefetchProperty(queryClient: QueryClient, id: string): Promise<void> {
  return queryClient.prefetchQuery(propertyQueryOptions(id));
}

/**
 * The property page's loader: the property, then its seller's profile and the listings like it. On the server all
 * three are in the page (the seller card and the similar listings hydrate instead of loading after it).
 */
export async function prefetchPropertyPage(queryClient: QueryClient, id: string): Promise<void> {
  await queryClient.prefetchQuery(propertyQueryOptions(id));
  const property = queryClient.getQueryData<PropertyDetail>(listingKeys.detail(id));
  if (!property) return;
  await Promise.all([
    queryClient.prefetchQuery(sellerProfileQueryOptions(property.userId)),
    queryClient.prefetchQuery(similarPropertiesQueryOptions(id)),
  ]);
}

/** `GET /api/properties/:id/similar`: up to 6 active listings like this one, as search hits. */
export async function fetchSimilarProperties(id: string, signal?: AbortSignal): Promise<PropertyHit[]> {
  return similarPropertiesSchema.parse(await apiRequest(`${propertyPath(id)}/similar`, { signal }));
}

export function similarPropertiesQueryOptions(id: string) {
  return queryOptions({
    queryKey: listingKeys.similar(id),
    queryFn: ({ signal }) => fetchSimilarProperties(id, signal),
    staleTime: PROPERTY_STALE_TIME,
    gcTime: PROPERTY_GC_TIME,
  });
}

export function useSimilarProperties(id: string, enabled = true) {
  return useQuery({ ...similarPropertiesQueryOptions(id), enabled });
}

/** `GET /api/users/:id/public-profile`: the seller's first name, last initial, picture and member-since date. */
export async function fetchSellerProfile(userId: string, signal?: AbortSignal): Promise<PublicUserProfile> {
  return publicUserProfileSchema.parse(await apiRequest(`/api/users/${encodeURIComponent(userId)}/public-profile`, { signal }));
}

export function sellerProfileQueryOptions(userId: string) {
  return queryOptions({
    queryKey: listingKeys.seller(userId),
    queryFn: ({ signal }) => fetchSellerProfile(userId, signal),
    staleTime: PROPERTY_STALE_TIME,
    gcTime: PROPERTY_GC_TIME,
  });
}

export function useSellerProfile(userId: string | undefined) {
  return useQuery({ ...sellerProfileQueryOptions(userId ?? ''), enabled: userId !== undefined });
}

/**
 * Records one view per visit of the property page (`POST /api/properties/:id/views`; the server
 * counts a visitor at most once a day and never the owner). The page's cached view count follows.
 */
export function useRecordPropertyView(id: string, enabled: boolean) {
  const queryClient = useQueryClient();
  const recorded = useRef<string | null>(null);
  const { mutate } = useMutation({
    mutationFn: async (propertyId: string) =>
      recordListingViewResultSchema.parse(await apiRequest(`${propertyPath(propertyId)}/views`, { method: 'POST' })),
    retry: false,
    onSuccess: ({ counted, viewCount }, propertyId) => {
      if (!counted) return;
      queryClient.setQueryData<PropertyDetail>(listingKeys.detail(propertyId), (detail) => (detail ? { ...detail, viewCount } : detail));
    },
  });
  useEffect(() => {
    if (!enabled || recorded.current === id) return;
    recorded.current = id;
    mutate(id);
  }, [enabled, id, mutate]);
}

/** `POST /api/properties/:id/reports` {reason, details?}: a member tells the administrators what is wrong (409 when already reported). */
export function useReportListing(id: string) {
  return useMutation({
    mutationFn: async (request: ReportListingRequest) =>
      listingReportReceiptSchema.parse(
        await apiRequest(`/api/properties/${encodeURIComponent(id)}/reports`, { method: 'POST', body: request }),
      ),
    retry: false,
  });
}

/**
 * `POST /api/properties/:id/address-requests`: a buyer asks the seller for a gated street address (decision 0070);
 * the page's cached property carries the request as it stands.
 */
export function useRequestAddress(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async () => myAddressRequestSchema.parse(await apiRequest(`${propertyPath(id)}/address-requests`, { method: 'POST' })),
    retry: false,
    onSuccess: (request) => {
      queryClient.setQueryData<PropertyDetail>(listingKeys.detail(id), (detail) =>
        detail ? { ...detail, addressRequest: request } : detail,
      );
    },
  });
}
