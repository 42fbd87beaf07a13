import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { ContactFilter } from '@contracts/leads/contracts/contacts.ts';
import { segmentListSchema, segmentSchema } from '@contracts/leads/contracts/segments.ts';
import { apiRequest } from '@/lib/api-client.ts';
import { contactKeys } from './contacts.ts';

/** Segments' query key: under the contacts' lists, so a change to the list (a contact added, an import) recounts them. */
const segmentsKey = [...contactKeys.lists(), 'segments'] as const;

/** `GET /api/contacts/segments`: the seller's saved segments, each with its count now. */
export function segmentsQueryOptions() {
  return queryOptions({
    queryKey: segmentsKey,
    queryFn: async ({ signal }) => segmentListSchema.parse(await apiRequest('/api/contacts/segments', { signal })).segments,
  });
}

export function useSegments() {
  return useQuery(segmentsQueryOptions());
}

function useRefreshSegments() {
  const queryClient = useQueryClient();
  return () => void queryClient.invalidateQueries({ queryKey: segmentsKey });
}

/** `POST /api/contacts/segments` `{ name, filter }`. */
export function useSaveSegment() {
  const refresh = useRefreshSegments();
  return useMutation({
    mutationFn: async (segment: { name: string; filter: ContactFilter }) =>
      segmentSchema.parse(await apiRequest('/api/contacts/segments', { method: 'POST', body: segment })),
    onSuccess: refresh,
  });
}

/** `PATCH /api/contacts/segments/{id}` `{ name }` or `{ filter }`: a new name, or the list's filter now. */
export function useChangeSegment() {
  const refresh = useRefreshSegments();
  return useMutation({
    mutationFn: async ({ id, ...change }: { id: string; name?: string; filter?: ContactFilter }) =>
      segmentSchema.parse(await apiRequest(`/api/contacts/segments/${encodeURIComponent(id)}`, { method: 'PATCH', body: change })),
    onSuccess: refresh,
  });
}

/** `DELETE /api/contacts/segments/{id}`. */
export function useDeleteSegment() {
  const refresh = useRefreshSegments();
  return useMutation({
    mutationFn: async (id: string) => {
      await apiRequest(`/api/contacts/segments/${encodeURIComponent(id)}`, { method: 'DELETE' });
    },
    onSuccess: refresh,
  });
}
