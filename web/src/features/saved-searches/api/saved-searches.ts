import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import {
  digestScheduleSchema,
  listingDemandSchema,
  listingsDemandSchema,
  savedSearchListSchema,
  savedSearchMatchesSchema,
  savedSearchSchema,
  type AlertFrequency,
  type DigestSchedule,
  type ListingDemandRequest,
  type SavedSearch,
  type SavedSearchList,
} from '@contracts/engagement/contracts/saved-searches.ts';
import { apiRequest } from '@/lib/api-client.ts';
import { QUERY_ROOTS } from '@/lib/notification-data.ts';

const MINUTE = 60_000;

/** The saved-searches feature's query keys, one factory. A member's list is cached per account. */
export const savedSearchKeys = {
  all: [QUERY_ROOTS.savedSearches] as const,
  /** every page of a member's list */
  lists: (userId: string) => [...savedSearchKeys.all, 'list', userId] as const,
  list: (userId: string, page: number) => [...savedSearchKeys.lists(userId), page] as const,
  matches: (id: string, page: MatchesPage) => [...savedSearchKeys.all, 'matches', id, page] as const,
  listingDemand: (request: ListingDemandRequest) => [...savedSearchKeys.all, 'demand', 'listing', request] as const,
  listingsDemand: (propertyIds: readonly string[]) => [...savedSearchKeys.all, 'demand', 'listings', propertyIds] as const,
};

/** The server parses each search's criteria into the structured form the contract names. */
const parseSearch = (body: unknown) => savedSearchSchema.parse(body) as SavedSearch;

/** `GET /api/saved-searches?page=`: a page of the member's searches (newest first), their total, plan allowance and digest time. */
export function savedSearchesQueryOptions(userId: string, page = 1) {
  return queryOptions({
    queryKey: savedSearchKeys.list(userId, page),
    queryFn: async ({ signal }) =>
      savedSearchListSchema.parse(await apiRequest(`/api/saved-searches?page=${page}`, { signal })) as SavedSearchList,
    staleTime: 5 * MINUTE,
    gcTime: 30 * MINUTE,
    // the page shown stays while the next one loads
    placeholderData: keepPreviousData,
  });
}

/** A page of the signed-in member's saved searches; nothing is asked for a visitor (no user id). */
export function useSavedSearches(userId: string | undefined, page = 1) {
  return useQuery({ ...savedSearchesQueryOptions(userId ?? '', page), enabled: userId !== undefined });
}

/** Changes every cached page of the member's list alike. */
function updateLists(queryClient: QueryClient, userId: string, change: (list: SavedSearchList) => SavedSearchList) {
  queryClient.setQueriesData<SavedSearchList>({ queryKey: savedSearchKeys.lists(userId) }, (list) => (list ? change(list) : list));
}

/**
 * Puts a search the server answered with into the cached pages: in place, or first on the first page
 * when new; the later pages, whose searches moved down one, are fetched again.
 */
function storeSearch(queryClient: QueryClient, userId: string, search: SavedSearch) {
  const pages = queryClient.getQueriesData<SavedSearchList>({ queryKey: savedSearchKeys.lists(userId) });
  const known = pages.some(([, list]) => list?.searches.some((entry) => entry.id === search.id));
  updateLists(queryClient, userId, (list) =>
    known
      ? { ...list, searches: list.searches.map((entry) => (entry.id === search.id ? search : entry)) }
      : {
          ...list,
          total: list.total + 1,
          searches: list.page === 1 ? [search, ...list.searches].slice(0, list.pageSize) : list.searches,
        },
  );
  if (!known) {
    void queryClient.invalidateQueries({ queryKey: savedSearchKeys.lists(userId), predicate: (query) => query.queryKey.at(-1) !== 1 });
  }
}

export interface CreateSavedSearchInput {
  /** the search API query in URL form (what `searchQueryOf` gives) */
  criteria: Record<string, string | number | boolean>;
  name?: string;
  alerts?: AlertFrequency;
}

/** `POST /api/saved-searches`: saved with the browser's time zone (daily digests arrive at 8:00 there). */
export function useCreateSavedSearch(userId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (input: CreateSavedSearchInput) =>
      parseSearch(
        await apiRequest('/api/saved-searches', {
          method: 'POST',
          body: { ...input, timeZone: Intl.DateTimeFormat().resolvedOptions().timeZone },
        }),
      ),
    onSuccess: (search) => storeSearch(queryClient, userId, search),
  });
}

/** `PATCH /api/saved-searches/{id}`: rename it or change its alerts. */
export function useUpdateSavedSearch(userId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ id, ...change }: { id: string; name?: string; alerts?: AlertFrequency }) =>
      parseSearch(await apiRequest(`/api/saved-searches/${encodeURIComponent(id)}`, { method: 'PATCH', body: change })),
    onSuccess: (search) => storeSearch(queryClient, userId, search),
  });
}

/** `DELETE /api/saved-searches/{id}` */
export function useDeleteSavedSearch(userId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (id: string) => {
      await apiRequest(`/api/saved-searches/${encodeURIComponent(id)}`, { method: 'DELETE' });
    },
    onSuccess: (_, id) => {
      updateLists(queryClient, userId, (list) => ({
        ...list,
        total: list.total - 1,
        searches: list.searches.filter((search) => search.id !== id),
      }));
      // the searches after it moved up one, from page to page
      void queryClient.invalidateQueries({ queryKey: savedSearchKeys.lists(userId) });
      queryClient.removeQueries({ queryKey: [...savedSearchKeys.all, 'matches', id] });
    },
  });
}

/** `POST /api/saved-searches/{id}/open`: the member opened it; its new matches count from now. */
export function useOpenSavedSearch(userId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (id: string) =>
      parseSearch(await apiRequest(`/api/saved-searches/${encodeURIComponent(id)}/open`, { method: 'POST' })),
    onSuccess: (search) => {
      storeSearch(queryClient, userId, search);
      // its matches are no longer new
      void queryClient.invalidateQueries({ queryKey: [...savedSearchKeys.all, 'matches', search.id] });
    },
  });
}

/** `PUT /api/saved-searches/digest`: when the daily digest arrives. */
export function useUpdateDigest(userId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (schedule: DigestSchedule) =>
      digestScheduleSchema.parse(await apiRequest('/api/saved-searches/digest', { method: 'PUT', body: schedule })),
    onSuccess: (digest) => {
      updateLists(queryClient, userId, (list) => ({ ...list, digest }));
    },
  });
}

export interface MatchesPage {
  limit: number;
  offset: number;
}

/** `GET /api/saved-searches/{id}/matches`: the listings that matched it since it was saved, newest first. */
export function savedSearchMatchesQueryOptions(id: string, page: MatchesPage) {
  return queryOptions({
    queryKey: savedSearchKeys.matches(id, page),
    queryFn: async ({ signal }) =>
      savedSearchMatchesSchema.parse(
        await apiRequest(`/api/saved-searches/${encodeURIComponent(id)}/matches`, { query: { ...page }, signal }),
      ),
    staleTime: MINUTE,
  });
}

export function useSavedSearchMatches(id: string, page: MatchesPage) {
  return useQuery({ ...savedSearchMatchesQueryOptions(id, page), placeholderData: keepPreviousData });
}

/**
 * `POST /api/saved-searches/demand`: how many other members' saved searches a listing form's fields
 * match. A read, so a query keyed by the fields; the last count stays while the next loads.
 */
export function useListingDemand(request: ListingDemandRequest | null) {
  return useQuery({
    queryKey: savedSearchKeys.listingDemand(request ?? ({} as ListingDemandRequest)),
    queryFn: async ({ signal }) =>
      listingDemandSchema.parse(await apiRequest('/api/saved-searches/demand', { method: 'POST', body: request, signal })),
    enabled: request !== null,
    staleTime: MINUTE,
    placeholderData: keepPreviousData,
  });
}

/** `GET /api/saved-searches/demand?propertyIds=`: the same count for each of the owner's listings, in one request. */
export function useListingsDemand(propertyIds: readonly string[]) {
  return useQuery({
    queryKey: savedSearchKeys.listingsDemand(propertyIds),
    queryFn: async ({ signal }) =>
      listingsDemandSchema.parse(await apiRequest('/api/saved-searches/demand', { query: { propertyIds: propertyIds.join(',') }, signal })),
    enabled: propertyIds.length > 0,
    staleTime: 5 * MINUTE,
  });
}
