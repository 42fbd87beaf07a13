import { keepPreviousData, queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import {
  adminListingDetailSchema,
  adminListingListSchema,
  type AdminListingFilter,
  type AdminListingListQuery,
  type ModerationAction,
} from '@contracts/listings/contracts/admin-listings.ts';
import { apiRequest, withQuery } from '@/lib/api-client.ts';
import { listingKeys } from './listing-keys.ts';

/** under the listings root, so every listing write makes the back office's tables stale */
export const adminListingKeys = {
  all: [...listingKeys.all, 'admin'] as const,
  page: (query: AdminListingListQuery) => [...adminListingKeys.all, 'page', query] as const,
  detail: (id: string) => [...adminListingKeys.all, 'detail', id] as const,
};

/** `GET /api/admin/listings`: one page of the queue or of every listing, the previous page shown while the next comes */
export const adminListingsQueryOptions = (query: AdminListingListQuery) =>
  queryOptions({
    queryKey: adminListingKeys.page(query),
    queryFn: async ({ signal }) => adminListingListSchema.parse(await apiRequest('/api/admin/listings', { query, signal })),
    placeholderData: keepPreviousData,
  });

/** `GET /api/admin/listings/{id}`: the listing with its photos, description and reports */
export const adminListingQueryOptions = (id: string) =>
  queryOptions({
    queryKey: adminListingKeys.detail(id),
    queryFn: async ({ signal }) =>
      adminListingDetailSchema.parse(await apiRequest(`/api/admin/listings/${encodeURIComponent(id)}`, { signal })),
  });

/** `GET /api/admin/listings/export`: the filter's listings as a CSV download (a plain link: the session cookie goes with it) */
export function adminListingsExportUrl(filter: AdminListingFilter): string {
  return withQuery('/api/admin/listings/export', filter);
}

/**
 * `POST /api/admin/listings/{id}/moderate`; the answer is the listing after it. The back office's tables
 * and the buyers' views of listings are read again after it, whatever the answer.
 */
export function useModerateListing() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ id, action, reason }: { id: string; action: ModerationAction; reason?: string }) =>
      adminListingDetailSchema.parse(
        await apiRequest(`/api/admin/listings/${encodeURIComponent(id)}/moderate`, {
          method: 'POST',
          body: { action, ...(reason ? { reason } : {}) },
        }),
      ),
    onSuccess: (listing) => queryClient.setQueryData(adminListingKeys.detail(listing.id), listing),
    onSettled: () => queryClient.invalidateQueries({ queryKey: listingKeys.all }),
  });
}
