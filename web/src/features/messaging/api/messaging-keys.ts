/**
 * The messaging feature's query keys, one factory. Everything under `all` is the signed-in member's
 * own, so a realtime `reset` (or signing out) invalidates it in one go.
 */
export const messagingKeys = {
  all: ['messaging'] as const,
  conversations: () => [...messagingKeys.all, 'conversations'] as const,
  conversationList: () => [...messagingKeys.conversations(), 'list'] as const,
  conversation: (id: string) => [...messagingKeys.conversations(), 'detail', id] as const,
  messages: (conversationId: string) => [...messagingKeys.conversations(), 'messages', conversationId] as const,
  inquiries: () => [...messagingKeys.all, 'inquiries'] as const,
  blocked: () => [...messagingKeys.all, 'blocked'] as const,
  counts: () => [...messagingKeys.all, 'counts'] as const,
  notifications: () => [...messagingKeys.all, 'notifications'] as const,
};
