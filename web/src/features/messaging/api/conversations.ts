import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  conversationListSchema,
  conversationSchema,
  startConversationResponseSchema,
  type Conversation,
  type ConversationList,
  type StartConversationRequest,
  type StartConversationResponse,
} from '@contracts/engagement/contracts/messaging.ts';
import { unreadCountsSchema, type UnreadCounts } from '@contracts/engagement/contracts/notifications.ts';
import { apiRequest } from '@/lib/api-client.ts';
import { appendMessage, readByMe, updateConversation, upsertConversation, type MessagesData } from './cache-updates.ts';
import { messagingKeys } from './messaging-keys.ts';

/** The realtime stream keeps these fresh while it is open; a page opened after a while asks again. */
const STALE_TIME = 30_000;

const conversationPath = (id: string) => `/api/conversations/${encodeURIComponent(id)}`;

/** `GET /api/conversations`: the member's conversations, newest activity first, and their unread total. */
export async function fetchConversations(signal?: AbortSignal): Promise<ConversationList> {
  return conversationListSchema.parse(await apiRequest('/api/conversations', { signal }));
}

export const conversationsQueryOptions = queryOptions({
  queryKey: messagingKeys.conversationList(),
  queryFn: ({ signal }) => fetchConversations(signal),
  staleTime: STALE_TIME,
});

export function useConversations() {
  return useQuery(conversationsQueryOptions);
}

/** `GET /api/conversations/{id}`: one conversation (404 when it is not the member's). */
export async function fetchConversation(id: string, signal?: AbortSignal): Promise<Conversation> {
  return conversationSchema.parse(await apiRequest(conversationPath(id), { signal }));
}

export function conversationQueryOptions(id: string) {
  return queryOptions({
    queryKey: messagingKeys.conversation(id),
    queryFn: ({ signal }) => fetchConversation(id, signal),
    staleTime: STALE_TIME,
  });
}

/**
 * One conversation: the list's copy when the list has it (the realtime events keep that one current),
 * else asked for on its own (a link to a conversation the list has not loaded yet).
 */
export function useConversation(id: string) {
  const list = useConversations();
  const fromList = list.data?.conversations.find((conversation) => conversation.id === id);
  const single = useQuery({ ...conversationQueryOptions(id), enabled: list.isSuccess && !fromList });
  return {
    conversation: fromList ?? single.data,
    isPending: list.isPending || (!fromList && single.isPending),
    error: list.error ?? (fromList ? null : single.error),
  };
}

/**
 * `POST /api/conversations`: opens (or continues) the conversation with a listing's seller, with the
 * first message. The answer goes straight into the cached list and messages.
 */
export async function startConversation(request: StartConversationRequest): Promise<StartConversationResponse> {
  return startConversationResponseSchema.parse(await apiRequest('/api/conversations', { method: 'POST', body: request }));
}

export function useStartConversation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: startConversation,
    onSuccess: ({ conversation, message }) => {
      queryClient.setQueryData<ConversationList>(messagingKeys.conversationList(), (list) => upsertConversation(list, conversation));
      queryClient.setQueryData(messagingKeys.conversation(conversation.id), conversation);
      queryClient.setQueryData<MessagesData>(messagingKeys.messages(conversation.id), (data) => appendMessage(data, message));
      void queryClient.invalidateQueries({ queryKey: messagingKeys.conversations() });
      void queryClient.invalidateQueries({ queryKey: messagingKeys.inquiries() });
    },
  });
}

/** `POST /api/conversations/{id}/read`: everything the other member sent is read; answers the badges' new counts. */
export async function markConversationRead(id: string): Promise<UnreadCounts> {
  return unreadCountsSchema.parse(await apiRequest(`${conversationPath(id)}/read`, { method: 'POST' }));
}

export function useMarkConversationRead() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: markConversationRead,
    onSuccess: (counts, id) => {
      queryClient.setQueryData<ConversationList>(messagingKeys.conversationList(), (list) => updateConversation(list, id, readByMe));
      queryClient.setQueryData<Conversation>(messagingKeys.conversation(id), (conversation) => conversation && readByMe(conversation));
      queryClient.setQueryData(messagingKeys.counts(), counts);
      // the conversation's notification is read too
      void queryClient.invalidateQueries({ queryKey: messagingKeys.notifications() });
      void queryClient.invalidateQueries({ queryKey: messagingKeys.inquiries() });
    },
  });
}
