import { describe, expect, it } from 'vitest';
import type { Conversation, ConversationList, Message } from '@contracts/engagement/contracts/messaging.ts';
import type { Notification, NotificationList } from '@contracts/engagement/contracts/notifications.ts';
import {
  allMessages,
  appendMessage,
  olderPageParam,
  prependNotification,
  readByMe,
  readByOther,
  updateConversation,
  upsertConversation,
  type MessagesData,
} from './cache-updates.ts';

function message(seq: number, senderId = 'a', clientId = `client-${seq}`): Message {
  return {
    id: `m${seq}`,
    conversationId: 'c',
    seq,
    senderId,
    body: `#${seq}`,
    clientId,
    createdAt: '2026-06-10T10:00:00.000Z',
    attachments: [],
  };
}

const data = (...pages: Message[][]): MessagesData => ({
  pages: pages.map((messages, index) => ({ messages, hasMore: index < pages.length - 1 })),
  pageParams: pages.map((messages, index) => (index === 0 ? undefined : messages.at(-1)!.seq + 1)),
});

const seqs = (value: MessagesData | undefined) => allMessages(value).map((entry) => entry.seq);

describe('messages cache', () => {
  it('lists the loaded pages oldest first', () => {
    expect(seqs(data([message(3), message(4)], [message(1), message(2)]))).toEqual([1, 2, 3, 4]);
  });

  it('appends a new message to the newest page, in seq order', () => {
    expect(seqs(appendMessage(data([message(3), message(5)], [message(1)]), message(4)))).toEqual([1, 3, 4, 5]);
  });

  it('drops a message it holds already, by id or by the sender and clientId', () => {
    const loaded = data([message(1), message(2)]);
    expect(appendMessage(loaded, message(2))).toBe(loaded);
    expect(appendMessage(loaded, { ...message(9, 'a', 'client-2') })).toBe(loaded);
    expect(seqs(appendMessage(loaded, { ...message(9, 'b', 'client-2') }))).toEqual([1, 2, 9]);
  });

  it('leaves a conversation whose messages were never loaded alone', () => {
    expect(appendMessage(undefined, message(1))).toBeUndefined();
  });

  it('asks for older pages before the oldest message while there are more', () => {
    expect(olderPageParam({ messages: [message(21), message(22)], hasMore: true })).toBe(21);
    expect(olderPageParam({ messages: [message(1)], hasMore: false })).toBeUndefined();
  });
});

function conversation(id: string, unreadCount = 0, readByOtherSeq = 0): Conversation {
  return {
    id,
    subject: { kind: 'listing', title: 'Ranch' },
    listing: { id: 'p', title: 'Ranch', city: null, state: null, priceCents: null, image: null, available: true },
    jvPost: null,
    role: 'buyer',
    other: null,
    lastMessage: null,
    unreadCount,
    readByOtherSeq,
    blockedByMe: false,
    blockedByThem: false,
    otherSuspended: false,
    createdAt: '2026-06-10T10:00:00.000Z',
    lastActivityAt: '2026-06-10T10:00:00.000Z',
  };
}

describe('conversations cache', () => {
  const list: ConversationList = { conversations: [conversation('a', 2, 1), conversation('b', 3)], unreadMessages: 5 };

  it('marks a conversation read and recounts the unread total', () => {
    const next = updateConversation(list, 'a', readByMe);
    expect(next?.conversations.map((entry) => entry.unreadCount)).toEqual([0, 3]);
    expect(next?.unreadMessages).toBe(3);
  });

  it('moves "seen" forward only', () => {
    expect(updateConversation(list, 'a', readByOther(4))?.conversations[0].readByOtherSeq).toBe(4);
    expect(updateConversation(list, 'a', readByOther(0))?.conversations[0].readByOtherSeq).toBe(1);
  });

  it('leaves the list as it is for a conversation it does not hold', () => {
    expect(updateConversation(list, 'zzz', readByMe)).toBe(list);
    expect(updateConversation(undefined, 'a', readByMe)).toBeUndefined();
  });

  it('puts an opened conversation first, once', () => {
    const next = upsertConversation(list, conversation('b', 1));
    expect(next?.conversations.map((entry) => entry.id)).toEqual(['b', 'a']);
    expect(next?.unreadMessages).toBe(3);
  });
});

describe('notifications cache', () => {
  const notification = (id: string, readAt: string | null = null): Notification => ({
    id,
    kind: 'message',
    title: 'New message',
    body: 'Hi',
    link: '/messages?c=1',
    createdAt: '2026-06-10T10:00:00.000Z',
    readAt,
  });
  const list: NotificationList = { notifications: [notification('a'), notification('b', '2026-06-10T10:00:00.000Z')], unreadCount: 1 };

  it('prepends a new one and counts it unread', () => {
    const next = prependNotification(list, notification('c'));
    expect(next?.notifications.map((entry) => entry.id)).toEqual(['c', 'a', 'b']);
    expect(next?.unreadCount).toBe(2);
  });

  it('replaces an updated one and moves it first without counting it twice', () => {
    const next = prependNotification(list, { ...notification('a'), body: 'Two new messages' });
    expect(next?.notifications.map((entry) => entry.id)).toEqual(['a', 'b']);
    expect(next?.unreadCount).toBe(1);
  });
});
