import { queryOptions, useMutation, useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import {
  pipelineCardDetailsSchema,
  pipelineNoteSchema,
  pipelineSchema,
  pipelineStageSchema,
  pipelineTaskSchema,
  type Pipeline,
  type PipelineCardDetails,
  type PipelineCardKind,
  type PipelineStageKey,
  type PipelineTask,
  type UpdateTaskRequest,
} from '@contracts/leads/contracts/pipeline.ts';
import { apiRequest } from '@/lib/api-client.ts';
import { QUERY_ROOTS } from '@/lib/notification-data.ts';
import { withCardMoved } from '../pipeline-format.ts';

const MINUTE = 60_000;

/** What the board shows: the URL's filters. */
export interface BoardFilter {
  kind?: PipelineCardKind;
  q?: string;
}

/** The pipeline feature's query keys, one factory, per account (a task reminder makes the root stale). */
export const pipelineKeys = {
  all: [QUERY_ROOTS.pipeline] as const,
  seller: (userId: string) => [...pipelineKeys.all, userId] as const,
  boards: (userId: string) => [...pipelineKeys.seller(userId), 'board'] as const,
  board: (userId: string, filter: BoardFilter) =>
    [...pipelineKeys.boards(userId), { kind: filter.kind ?? null, q: filter.q ?? '' }] as const,
  card: (userId: string, cardId: string) => [...pipelineKeys.seller(userId), 'card', cardId] as const,
};

/** `GET /api/pipeline?kind=&q=`: every stage with its cards. */
export function pipelineQueryOptions(userId: string, filter: BoardFilter) {
  return queryOptions({
    queryKey: pipelineKeys.board(userId, filter),
    queryFn: async ({ signal }) =>
      pipelineSchema.parse(await apiRequest('/api/pipeline', { signal, query: { kind: filter.kind, q: filter.q } })),
    // new leads and inquiries arrive at any time
    staleTime: MINUTE,
    gcTime: 30 * MINUTE,
  });
}

export function usePipeline(userId: string, filter: BoardFilter) {
  return useQuery({ ...pipelineQueryOptions(userId, filter), placeholderData: (previous) => previous });
}

/** `GET /api/pipeline/cards/{id}`: the card with its notes, tasks and history. */
export function cardQueryOptions(userId: string, cardId: string) {
  return queryOptions({
    queryKey: pipelineKeys.card(userId, cardId),
    queryFn: async ({ signal }) =>
      pipelineCardDetailsSchema.parse(await apiRequest(`/api/pipeline/cards/${encodeURIComponent(cardId)}`, { signal })),
    staleTime: MINUTE,
  });
}

export function usePipelineCard(userId: string, cardId: string | null) {
  return useQuery({ ...cardQueryOptions(userId, cardId ?? ''), enabled: cardId !== null });
}

/** After a change: the boards (counts, order) and the card are read again. */
function refresh(queryClient: QueryClient, userId: string, cardId?: string) {
  void queryClient.invalidateQueries({ queryKey: pipelineKeys.boards(userId) });
  if (cardId) void queryClient.invalidateQueries({ queryKey: pipelineKeys.card(userId, cardId) });
}

export interface MoveCard {
  cardId: string;
  stageId: PipelineStageKey;
  /** the card to go before; null: the end of the stage */
  beforeId: string | null;
}

/**
 * `PATCH /api/pipeline/cards/{id}` `{ stageId, beforeId }`: the card moves on every board at once
 * (optimistically); a refusal puts it back, and `onFailed` tells why.
 */
export function useMoveCard(userId: string, { onFailed }: { onFailed?: (error: Error) => void } = {}) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ cardId, stageId, beforeId }: MoveCard) =>
      pipelineCardDetailsSchema.parse(
        await apiRequest(`/api/pipeline/cards/${encodeURIComponent(cardId)}`, { method: 'PATCH', body: { stageId, beforeId } }),
      ),
    onMutate: async ({ cardId, stageId, beforeId }) => {
      await queryClient.cancelQueries({ queryKey: pipelineKeys.boards(userId) });
      const before = queryClient.getQueriesData<Pipeline>({ queryKey: pipelineKeys.boards(userId) });
      for (const [key, board] of before) if (board) queryClient.setQueryData(key, withCardMoved(board, cardId, stageId, beforeId));
      return { before };
    },
    onError: (error, _move, context) => {
      for (const [key, board] of context?.before ?? []) queryClient.setQueryData(key, board);
      onFailed?.(error);
    },
    onSuccess: (details) => queryClient.setQueryData(pipelineKeys.card(userId, details.card.id), details),
    onSettled: (_details, _error, { cardId }) => refresh(queryClient, userId, cardId),
  });
}

/** `PATCH /api/pipeline/cards/{id}` `{ title }`. */
export function useRenameCard(userId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ cardId, title }: { cardId: string; title: string }) =>
      pipelineCardDetailsSchema.parse(
        await apiRequest(`/api/pipeline/cards/${encodeURIComponent(cardId)}`, { method: 'PATCH', body: { title } }),
      ),
    onSuccess: (details) => {
      queryClient.setQueryData(pipelineKeys.card(userId, details.card.id), details);
      refresh(queryClient, userId);
    },
  });
}

/** `PATCH /api/pipeline/stages/{stage}` `{ name }`: the name shows on every board at once. */
export function useRenameStage(userId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ stageId, name }: { stageId: PipelineStageKey; name: string }) =>
      pipelineStageSchema.parse(
        await apiRequest(`/api/pipeline/stages/${encodeURIComponent(stageId)}`, { method: 'PATCH', body: { name } }),
      ),
    onSuccess: (stage) => {
      for (const [key, board] of queryClient.getQueriesData<Pipeline>({ queryKey: pipelineKeys.boards(userId) })) {
        if (board)
          queryClient.setQueryData(key, {
            ...board,
            stages: board.stages.map((item) => (item.id === stage.id ? { ...item, name: stage.name } : item)),
          });
      }
      refresh(queryClient, userId);
    },
  });
}

/** `POST /api/pipeline/cards/{id}/notes`. */
export function useAddNote(userId: string, cardId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (body: string) =>
      pipelineNoteSchema.parse(
        await apiRequest(`/api/pipeline/cards/${encodeURIComponent(cardId)}/notes`, { method: 'POST', body: { body } }),
      ),
    onSuccess: () => refresh(queryClient, userId, cardId),
  });
}

/** `POST /api/pipeline/cards/{id}/tasks` `{ title, dueAt }` (an instant). */
export function useAddTask(userId: string, cardId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (task: { title: string; dueAt: string }) =>
      pipelineTaskSchema.parse(await apiRequest(`/api/pipeline/cards/${encodeURIComponent(cardId)}/tasks`, { method: 'POST', body: task })),
    onSuccess: () => refresh(queryClient, userId, cardId),
  });
}

/** `PATCH /api/pipeline/tasks/{id}`: checked off at once on the open card; put back on failure. */
export function useUpdateTask(userId: string, cardId: string, { onFailed }: { onFailed?: (error: Error) => void } = {}) {
  const queryClient = useQueryClient();
  const key = pipelineKeys.card(userId, cardId);
  return useMutation({
    mutationFn: async ({ taskId, change }: { taskId: string; change: UpdateTaskRequest }) =>
      pipelineTaskSchema.parse(await apiRequest(`/api/pipeline/tasks/${encodeURIComponent(taskId)}`, { method: 'PATCH', body: change })),
    onMutate: async ({ taskId, change }) => {
      await queryClient.cancelQueries({ queryKey: key });
      const before = queryClient.getQueryData<PipelineCardDetails>(key);
      if (before && change.done !== undefined) {
        const doneAt = change.done ? new Date().toISOString() : null;
        queryClient.setQueryData<PipelineCardDetails>(key, {
          ...before,
          tasks: before.tasks.map((task): PipelineTask => (task.id === taskId ? { ...task, doneAt } : task)),
        });
      }
      return { before };
    },
    onError: (error, _change, context) => {
      if (context?.before) queryClient.setQueryData(key, context.before);
      onFailed?.(error);
    },
    onSettled: () => refresh(queryClient, userId, cardId),
  });
}

/** `DELETE /api/pipeline/tasks/{id}`. */
export function useDeleteTask(userId: string, cardId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (taskId: string) => {
      await apiRequest(`/api/pipeline/tasks/${encodeURIComponent(taskId)}`, { method: 'DELETE' });
    },
    onSuccess: () => refresh(queryClient, userId, cardId),
  });
}
