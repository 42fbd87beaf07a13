import type { QueryClient } from '@tanstack/react-query';
import { conversationsQueryOptions } from './conversations.ts';
import { blockedMembersQueryOptions } from './members.ts';
import { messagesQueryOptions } from './messages.ts';

/**
 * The messaging prefetches of route loaders. Loaders import this on demand (`import()`): a loader is
 * part of every page's first download, and this keeps the messaging contracts and fetchers out of it.
 */

/** `/messages`: the conversations, and the chosen one's newest messages. */
export function prefetchMessagesPage(queryClient: QueryClient, conversationId: string | undefined): Promise<unknown> {
  return Promise.all([
    queryClient.prefetchQuery(conversationsQueryOptions),
    conversationId ? queryClient.prefetchInfiniteQuery(messagesQueryOptions(conversationId)) : undefined,
  ]);
}

/** `/settings`: the blocked members. */
export function prefetchBlockedMembers(queryClient: QueryClient): Promise<void> {
  return queryClient.prefetchQuery(blockedMembersQueryOptions);
}
