import type { InfiniteData } from '@tanstack/react-query';
import type { Conversation, ConversationList, Message, MessagesPage } from '@contracts/engagement/contracts/messaging.ts';
import type { Notification, NotificationList } from '@contracts/engagement/contracts/notifications.ts';

/**
 * Pure updates of the cached conversations, messages and notifications, for the realtime events and
 * the answers to writes. A conversation's messages are an infinite query: page 0 is the newest, each
 * next page older.
 */
export type MessagesData = InfiniteData<MessagesPage, unknown>;

const sameMessage = (a: Message, b: Message) => a.id === b.id || (a.clientId === b.clientId && a.senderId === b.senderId);

/** Whether the loaded pages already hold this message (by id, or by the sender's clientId). */
export function holdsMessage(data: MessagesData | undefined, message: Message): boolean {
  return data?.pages.some((page) => page.messages.some((held) => sameMessage(held, message))) ?? false;
}

/** Adds a message to the newest page in seq order, unless it is there already; nothing loaded stays nothing. */
export function appendMessage(data: MessagesData | undefined, message: Message): MessagesData | undefined {
  if (!data || data.pages.length === 0 || holdsMessage(data, message)) return data;
  const [newest, ...older] = data.pages;
  const messages = [...newest.messages, message].sort((a, b) => a.seq - b.seq);
  return { ...data, pages: [{ ...newest, messages }, ...older] };
}

/** Every loaded message, oldest first. */
export function allMessages(data: MessagesData | undefined): Message[] {
  if (!data) return [];
  return data.pages.toReversed().flatMap((page) => page.messages);
}

/** The `before` of the next older page: the oldest loaded message's seq, or none when there is no more. */
export function olderPageParam(lastPage: MessagesPage): number | undefined {
  const first = lastPage.messages[0];
  return lastPage.hasMore && first ? first.seq : undefined;
}

/** Applies `change` to one conversation of the list (by id); the list is returned as it was when absent. */
export function updateConversation(
  list: ConversationList | undefined,
  conversationId: string,
  change: (conversation: Conversation) => Conversation,
): ConversationList | undefined {
  if (!list || !list.conversations.some((conversation) => conversation.id === conversationId)) return list;
  let unreadMessages = 0;
  const conversations = list.conversations.map((conversation) => {
    const next = conversation.id === conversationId ? change(conversation) : conversation;
    unreadMessages += next.unreadCount;
    return next;
  });
  return { conversations, unreadMessages };
}

/** The other member has read up to `seq`: "Seen" moves forward, never back. */
export const readByOther =
  (seq: number) =>
  (conversation: Conversation): Conversation => ({
    ...conversation,
    readByOtherSeq: Math.max(conversation.readByOtherSeq, seq),
  });

/** The signed-in member has read the conversation. */
export const readByMe = (conversation: Conversation): Conversation => ({ ...conversation, unreadCount: 0 });

/** Puts a conversation first in the list (replacing its older copy), as a new message does. */
export function upsertConversation(list: ConversationList | undefined, conversation: Conversation): ConversationList | undefined {
  if (!list) return list;
  const conversations = [conversation, ...list.conversations.filter((entry) => entry.id !== conversation.id)];
  return { conversations, unreadMessages: conversations.reduce((sum, entry) => sum + entry.unreadCount, 0) };
}

/**
 * A notification from the stream goes first; one the list already holds (the server updates the unread
 * notification of a conversation instead of adding another) is replaced and moved up.
 */
export function prependNotification(list: NotificationList | undefined, notification: Notification): NotificationList | undefined {
  if (!list) return list;
  const earlier = list.notifications.find((entry) => entry.id === notification.id);
  const unread = (entry: Notification | undefined) => (entry && entry.readAt === null ? 1 : 0);
  return {
    notifications: [notification, ...list.notifications.filter((entry) => entry.id !== notification.id)],
    unreadCount: Math.max(0, list.unreadCount + unread(notification) - unread(earlier)),
  };
}
