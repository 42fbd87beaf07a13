import { keepPreviousData, queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { deadEventListSchema, replayResultSchema, type DeadEventListQuery } from '@contracts/shared/contracts/dead-events.ts';
import { apiRequest } from '@/lib/api-client.ts';

export const deadEventKeys = {
  all: ['dead-events'] as const,
  page: (query: DeadEventListQuery) => [...deadEventKeys.all, query] as const,
};

/** `GET /api/admin/dead-events`: one page of events no subscriber could take, oldest first */
export const deadEventsQueryOptions = (query: DeadEventListQuery) =>
  queryOptions({
    queryKey: deadEventKeys.page(query),
    queryFn: async ({ signal }) => deadEventListSchema.parse(await apiRequest('/api/admin/dead-events', { query, signal })),
    placeholderData: keepPreviousData,
  });

/** `POST /api/admin/dead-events/{id}/replay`, or every one (`id` absent): `POST /api/admin/dead-events/replay` */
export function useReplayDeadEvents() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ id, reason }: { id?: string; reason?: string }) =>
      replayResultSchema.parse(
        await apiRequest(id ? `/api/admin/dead-events/${encodeURIComponent(id)}/replay` : '/api/admin/dead-events/replay', {
          method: 'POST',
          body: reason ? { reason } : {},
        }),
      ),
    onSettled: () => queryClient.invalidateQueries({ queryKey: deadEventKeys.all }),
  });
}
