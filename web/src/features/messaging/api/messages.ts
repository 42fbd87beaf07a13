import { infiniteQueryOptions, useInfiniteQuery, useMutation, useQueryClient } from '@tanstack/react-query';
import {
  messageSchema,
  messagesPageSchema,
  type Attachment,
  type Message,
  type MessagesPage,
} from '@contracts/engagement/contracts/messaging.ts';
import { apiRequest, isApiError } from '@/lib/api-client.ts';
import { serverMessage } from '@/lib/api-errors.ts';
import { appendMessage, olderPageParam, type MessagesData } from './cache-updates.ts';
import { messagingKeys } from './messaging-keys.ts';
import { failPending, putPending, removePending } from './outbox.ts';

const messagesPath = (conversationId: string) => `/api/conversations/${encodeURIComponent(conversationId)}/messages`;

/** `GET /api/conversations/{id}/messages?before=`: a page of messages older than `before` (the newest without), oldest first. */
export async function fetchMessages(conversationId: string, before: number | undefined, signal?: AbortSignal): Promise<MessagesPage> {
  return messagesPageSchema.parse(await apiRequest(messagesPath(conversationId), { query: { before }, signal }));
}

/** A conversation's messages, paged backwards: the newest page first, `fetchNextPage` loads older ones. */
export function messagesQueryOptions(conversationId: string) {
  return infiniteQueryOptions({
    queryKey: messagingKeys.messages(conversationId),
    queryFn: ({ pageParam, signal }) => fetchMessages(conversationId, pageParam, signal),
    initialPageParam: undefined as number | undefined,
    getNextPageParam: olderPageParam,
    // new messages arrive through the realtime stream; a reset invalidates
    staleTime: 60_000,
  });
}

export function useMessages(conversationId: string) {
  return useInfiniteQuery(messagesQueryOptions(conversationId));
}

/** `POST /api/conversations/{id}/messages`: the stored message (the same one again for a repeated clientId). */
export async function postMessage(conversationId: string, { body, clientId, attachments }: Send): Promise<Message> {
  const sent = { body, clientId, attachments: attachments.map((attachment) => attachment.id) };
  return messageSchema.parse(await apiRequest(messagesPath(conversationId), { method: 'POST', body: sent }));
}

interface Send {
  body: string;
  clientId: string;
  /** uploaded already (uploadAttachment) */
  attachments: readonly Attachment[];
}

/** A fresh clientId for a message; every retry of it sends the same one, so the server stores it once. */
export function newClientId(): string {
  return crypto.randomUUID();
}

/**
 * Sends messages of one conversation. Each shows at once from the outbox ("Sending…"), is replaced by
 * the stored copy when the server answers, or stays there marked failed, keeping its text, for a retry
 * with the same clientId. The callbacks are the mutation's own, so a send finishes even if the thread
 * is left meanwhile.
 */
export function useSendMessage(conversationId: string) {
  const queryClient = useQueryClient();
  const mutation = useMutation({
    mutationFn: (message: Send) => postMessage(conversationId, message),
    onMutate: ({ body, clientId, attachments }) =>
      putPending(conversationId, { body, clientId, attachments, createdAt: new Date().toISOString() }),
    onSuccess: (message) => {
      queryClient.setQueryData<MessagesData>(messagingKeys.messages(conversationId), (data) => appendMessage(data, message));
      removePending(conversationId, message.clientId);
      void queryClient.invalidateQueries({ queryKey: messagingKeys.conversationList() });
    },
    onError: (error, { clientId }) => {
      failPending(
        conversationId,
        clientId,
        isApiError(error) ? (serverMessage(error) ?? 'The server refused it.') : 'Check your connection.',
      );
      // refused (blocked meanwhile, listing gone): the conversation's state changed
      if (isApiError(error, 403) || isApiError(error, 422)) void queryClient.invalidateQueries({ queryKey: messagingKeys.conversations() });
    },
  });
  return {
    send: (body: string, attachments: readonly Attachment[] = []) => mutation.mutate({ body, clientId: newClientId(), attachments }),
    retry: (pending: Send) => mutation.mutate(pending),
  };
}
