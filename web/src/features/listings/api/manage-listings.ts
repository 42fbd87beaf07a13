import { keepPreviousData, queryOptions, useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { CSRF_COOKIE, CSRF_HEADER } from '@contracts/shared/kernel/csrf.ts';
import { geocodeResultSchema, type GeocodeResult } from '@contracts/listings/contracts/geocode.ts';
import type { ChangeListingStatusRequest, CreateListingRequest, UpdateListingRequest } from '@contracts/listings/contracts/listing.ts';
import { uploadedImagesSchema, type UploadedImage } from '@contracts/listings/contracts/media.ts';
import type { MyListingsQuery } from '@contracts/listings/contracts/my-listings-query.ts';
import {
  myListingsResultSchema,
  type ListingNotice,
  type MyListing,
  type MyListingsResult,
} from '@contracts/listings/contracts/my-listings.ts';
import { propertyDetailSchema, type PropertyDetail } from '@contracts/listings/contracts/property.ts';
import { ApiError, apiRequest, readCookie } from '@/lib/api-client.ts';
import { listingKeys } from './listing-keys.ts';

/**
 * The seller's side of listings: one property for the edit form, the seller's own listings, and
 * the writes (create, update, status, delete, photo upload, geocode). Every write updates the
 * property's cache from the answer and invalidates the lists, searches, metrics and "my listings".
 */

/** `GET /api/my/properties/:id`: the owner's (or an administrator's) listing as stored, any status. */
export async function fetchMyListing(id: string, signal?: AbortSignal): Promise<PropertyDetail> {
  return propertyDetailSchema.parse(await apiRequest(`/api/my/properties/${encodeURIComponent(id)}`, { signal }));
}

/**
 * The property as the edit form needs it: read from the listings' own store, fresh when the form
 * opens (its `version` matters). A cached answer of a write newer than the one read is kept.
 */
export function editablePropertyQueryOptions(id: string) {
  return queryOptions({
    queryKey: listingKeys.detail(id),
    queryFn: async ({ signal, client }) => {
      const fetched = await fetchMyListing(id, signal);
      const cached = client.getQueryData<PropertyDetail>(listingKeys.detail(id));
      return cached && cached.id === fetched.id && cached.version > fetched.version ? cached : fetched;
    },
    staleTime: 0,
  });
}

export type { ListingNotice, MyListing, MyListingsResult };

/** `GET /api/my/properties`: a page of the signed-in seller's listings, any status, with the filter's counts and the notices. */
export async function fetchMyListings(query: MyListingsQuery, signal?: AbortSignal): Promise<MyListingsResult> {
  return myListingsResultSchema.parse(await apiRequest('/api/my/properties', { signal, query: { ...query } }));
}

/** One page of the seller's table; the page shown stays while the next one loads (paging, sorting, typing a search). */
export function myListingsQueryOptions(userId: string, query: MyListingsQuery) {
  return queryOptions({
    queryKey: listingKeys.minePage(userId, query),
    queryFn: ({ signal }) => fetchMyListings(query, signal),
    staleTime: 30_000,
    placeholderData: keepPreviousData,
  });
}

/**
 * After a write: the property's cache takes the answer (the read side may trail the write by a
 * moment, so it is not refetched), and everything else about listings is refetched when next shown.
 */
export function syncListingCaches(queryClient: QueryClient, written: PropertyDetail | { deletedId: string }): Promise<void> {
  if ('deletedId' in written) {
    queryClient.removeQueries({ queryKey: listingKeys.detail(written.deletedId), exact: true });
  } else {
    queryClient.setQueryData(listingKeys.detail(written.id), written);
    // the seller's table shows the new state at once
    queryClient.setQueriesData<MyListingsResult>({ queryKey: [...listingKeys.all, 'mine'] }, (mine) =>
      mine ? { ...mine, listings: mine.listings.map((row) => (row.id === written.id ? { ...row, ...rowFrom(written) } : row)) } : mine,
    );
  }
  return queryClient.invalidateQueries({
    queryKey: listingKeys.all,
    predicate: (query) => query.queryKey[1] !== 'detail',
  });
}

/** The seller's row of a listing just written; the status reason is the seller's own choice (none). */
function rowFrom(detail: PropertyDetail): Omit<MyListing, 'favorites'> {
  return {
    id: detail.id,
    userId: detail.userId,
    title: detail.title,
    category: detail.category,
    city: detail.city,
    state: detail.state,
    acres: detail.acres,
    price: detail.price,
    arv: detail.arv,
    images: detail.images,
    createdAt: detail.createdAt,
    featured: detail.featured,
    openToJointVenture: detail.openToJointVenture,
    jvSummary: detail.jvSummary,
    sellerPremium: detail.sellerPremium,
    viewCount: detail.viewCount,
    status: detail.status,
    updatedAt: detail.updatedAt,
    publishedAt: detail.publishedAt,
    version: detail.version,
    statusReason: null,
    review: detail.review,
    reviewReason: detail.reviewReason,
  };
}

/** `POST /api/properties` {listing, publish} → the new property (201). Never retried: it is not idempotent. */
export function useCreateListing() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (request: CreateListingRequest) =>
      propertyDetailSchema.parse(await apiRequest('/api/properties', { method: 'POST', body: request })),
    retry: false,
    onSuccess: (detail) => syncListingCaches(queryClient, detail),
  });
}

/** `PUT /api/properties/:id` {listing, version} → the property; 409 when `version` is not the latest. */
export function useUpdateListing(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (request: UpdateListingRequest) =>
      propertyDetailSchema.parse(await apiRequest(`/api/properties/${encodeURIComponent(id)}`, { method: 'PUT', body: request })),
    retry: false,
    onSuccess: (detail) => syncListingCaches(queryClient, detail),
  });
}

export type ListingStatusTarget = ChangeListingStatusRequest['status'];

/** `POST /api/properties/:id/status`: publish, unpublish, mark under contract or sold. */
export function useChangeListingStatus() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ id, status }: { id: string; status: ListingStatusTarget }) =>
      propertyDetailSchema.parse(
        await apiRequest(`/api/properties/${encodeURIComponent(id)}/status`, { method: 'POST', body: { status } }),
      ),
    retry: false,
    onSuccess: (detail) => syncListingCaches(queryClient, detail),
  });
}

/** `POST /api/properties/:id/resubmit`: a listing an administrator rejected goes back in the review queue. */
export function useResubmitListing() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (id: string) =>
      propertyDetailSchema.parse(await apiRequest(`/api/properties/${encodeURIComponent(id)}/resubmit`, { method: 'POST' })),
    retry: false,
    onSuccess: (detail) => syncListingCaches(queryClient, detail),
  });
}

/** Drops a property from cached data of any shape that lists properties (arrays, search pages, markers, my listings). */
function withoutProperty(data: unknown, id: string): unknown {
  if (Array.isArray(data)) {
    const kept = data.filter((item: unknown) => (item as { id?: unknown } | null)?.id !== id);
    return kept.length === data.length ? data : kept;
  }
  if (typeof data !== 'object' || data === null) return data;
  const record = data as Record<string, unknown>;
  for (const field of ['pages', 'hits', 'markers', 'listings'] as const) {
    const value = record[field];
    if (!Array.isArray(value)) continue;
    const kept = withoutProperty(value, id) as unknown[];
    const changed = field === 'pages' ? kept.some((page, index) => page !== value[index]) : kept !== value;
    if (!changed) return data;
    const removed = field === 'pages' ? 0 : value.length - kept.length;
    const total = typeof record.total === 'number' && removed > 0 ? { total: Math.max(0, record.total - removed) } : {};
    return { ...record, [field]: field === 'pages' ? value.map((page) => withoutProperty(page, id)) : kept, ...total };
  }
  return data;
}

/**
 * After a delete: the read side may trail the write by a moment, so a list refetched right away
 * could still hold the property; every cached list forgets it at once.
 */
function forgetDeletedProperty(queryClient: QueryClient, id: string): void {
  queryClient.setQueriesData({ queryKey: listingKeys.all }, (data: unknown) => withoutProperty(data, id));
  queryClient.removeQueries({ queryKey: listingKeys.detail(id), exact: true });
}

/**
 * `DELETE /api/properties/:id` (owner or admin). The callbacks live on the mutation, not on
 * `mutate`, so they run even when the deleted card unmounts first (its list refetched without it).
 * Afterwards every cached list forgets the property and the lists and the seller's list refetch.
 */
export function useDeleteProperty({ onSuccess, onError }: { onSuccess?: (id: string) => void; onError?: (error: Error) => void } = {}) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (id: string) => {
      await apiRequest(`/api/properties/${encodeURIComponent(id)}`, { method: 'DELETE' });
      return id;
    },
    onSuccess: async (id) => {
      forgetDeletedProperty(queryClient, id);
      onSuccess?.(id);
      await syncListingCaches(queryClient, { deletedId: id });
      // a list refetched before the read side caught up may still hold it
      forgetDeletedProperty(queryClient, id);
    },
    onError: (error) => onError?.(error),
  });
}

/** `GET /api/geocode`: the ZIP's (or the city's) centroid, from an offline dataset. */
export async function geocode(place: { zip?: string | null; city?: string; state?: string }): Promise<GeocodeResult> {
  return geocodeResultSchema.parse(
    await apiRequest('/api/geocode', {
      query: { zip: place.zip ?? undefined, city: place.city, state: place.state },
    }),
  );
}

/**
 * `POST /api/properties/images` with one or more files in the multipart field `images`. Uses
 * XMLHttpRequest for upload progress (fetch has none); cookies and the CSRF header as the API
 * client sends them. A non-OK answer rejects with the same ApiError the API client throws.
 */
export function uploadListingImages(
  files: readonly File[],
  { onProgress, signal }: { onProgress?: (fraction: number) => void; signal?: AbortSignal } = {},
): Promise<UploadedImage[]> {
  return new Promise((resolve, reject) => {
    const form = new FormData();
    for (const file of files) form.append('images', file);
    const request = new XMLHttpRequest();
    request.open('POST', '/api/properties/images');
    request.withCredentials = true;
    request.setRequestHeader('Accept', 'application/json');
    const csrf = readCookie(CSRF_COOKIE);
    if (csrf) request.setRequestHeader(CSRF_HEADER, csrf);
    request.upload.onprogress = (event) => {
      if (event.lengthComputable && onProgress) onProgress(event.loaded / event.total);
    };
    request.onload = () => {
      const text = request.responseText;
      let body: unknown = null;
      try {
        body = text ? JSON.parse(text) : null;
      } catch {
        body = null;
      }
      if (request.status < 200 || request.status >= 300) {
        reject(new ApiError(request.status, text || request.statusText, body));
        return;
      }
      const uploaded = uploadedImagesSchema.safeParse(body);
      if (uploaded.success) resolve(uploaded.data);
      else reject(uploaded.error);
    };
    request.onerror = () => reject(new Error('The upload failed: check your connection and try again.'));
    request.onabort = () => reject(new DOMException('The upload was cancelled.', 'AbortError'));
    signal?.addEventListener('abort', () => request.abort(), { once: true });
    request.send(form);
  });
}
