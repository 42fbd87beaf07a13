import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  jvPostPageSchema,
  jvPostSchema,
  type CreateJvPostRequest,
  type JvPost,
  type UpdateJvPostRequest,
} from '@contracts/engagement/contracts/jv.ts';
import { startConversationResponseSchema } from '@contracts/engagement/contracts/messaging.ts';
import { apiRequest } from '@/lib/api-client.ts';
import type { JvSearch } from '../search-params.ts';

/** What a page of the board is asked for (`GET /api/jv/posts`). */
export interface JvListQuery {
  kind?: string;
  state?: string;
  county?: string;
  strategy?: string;
  minAmount?: number;
  maxAmount?: number;
  q?: string;
  sort?: string;
  page: number;
  mine?: boolean;
}

/** The JV feature's one query-key factory. */
export const jvKeys = {
  all: ['jv'] as const,
  lists: () => [...jvKeys.all, 'list'] as const,
  list: (query: JvListQuery) => [...jvKeys.lists(), query] as const,
  post: (id: string) => [...jvKeys.all, 'post', id] as const,
};

export function jvListQuery(search: JvSearch): JvListQuery {
  const { kind, state, county, jvStrategy, minAmount, maxAmount, q, sort, page, mine } = search;
  return mine
    ? { page: page ?? 1, mine: true }
    : { kind, state, county, strategy: jvStrategy, minAmount, maxAmount, q, sort, page: page ?? 1 };
}

export function jvPostsQueryOptions(query: JvListQuery) {
  return queryOptions({
    queryKey: jvKeys.list(query),
    queryFn: async ({ signal }) => jvPostPageSchema.parse(await apiRequest('/api/jv/posts', { query: { ...query }, signal })),
  });
}

export function useJvPosts(query: JvListQuery) {
  return useQuery({ ...jvPostsQueryOptions(query), placeholderData: keepPreviousData });
}

export function jvPostQueryOptions(id: string) {
  return queryOptions({
    queryKey: jvKeys.post(id),
    queryFn: async ({ signal }) => jvPostSchema.parse(await apiRequest(`/api/jv/posts/${encodeURIComponent(id)}`, { signal })),
  });
}

export function useJvPost(id: string | undefined) {
  return useQuery({ ...jvPostQueryOptions(id ?? ''), enabled: id !== undefined });
}

/** Writes to a post; the board's lists are read again afterwards, the post's cache takes the answer. */
function usePostWrite<I>(write: (input: I) => Promise<JvPost | null>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: write,
    onSuccess: (post) => {
      if (post) queryClient.setQueryData(jvKeys.post(post.id), post);
      return queryClient.invalidateQueries({ queryKey: jvKeys.lists() });
    },
  });
}

export const useCreateJvPost = () =>
  usePostWrite((input: CreateJvPostRequest) =>
    apiRequest('/api/jv/posts', { method: 'POST', body: input }).then((body) => jvPostSchema.parse(body)),
  );

export const useUpdateJvPost = () =>
  usePostWrite(({ id, changes }: { id: string; changes: UpdateJvPostRequest }) =>
    apiRequest(`/api/jv/posts/${id}`, { method: 'PATCH', body: changes }).then((body) => jvPostSchema.parse(body)),
  );

export const useRenewJvPost = () =>
  usePostWrite((id: string) => apiRequest(`/api/jv/posts/${id}/renew`, { method: 'POST' }).then((body) => jvPostSchema.parse(body)));

export const useCloseJvPost = () =>
  usePostWrite((id: string) => apiRequest(`/api/jv/posts/${id}/close`, { method: 'POST' }).then((body) => jvPostSchema.parse(body)));

export const useDeleteJvPost = () => usePostWrite((id: string) => apiRequest(`/api/jv/posts/${id}`, { method: 'DELETE' }).then(() => null));

/** "I'm interested": the conversation with the post's author, opened or continued with the message. */
export function useJvInterest() {
  return useMutation({
    mutationFn: async ({ id, message, clientId }: { id: string; message: string; clientId: string }) =>
      startConversationResponseSchema.parse(
        await apiRequest(`/api/jv/posts/${id}/interest`, { method: 'POST', body: { message, clientId } }),
      ),
  });
}
