import { QueryClient, QueryObserver } from '@tanstack/react-query';
import { describe, expect, it, vi } from 'vitest';
import type { ConversationList, Message } from '@contracts/engagement/contracts/messaging.ts';
import { allMessages, type MessagesData } from './cache-updates.ts';
import { messagingKeys } from './messaging-keys.ts';
import { pendingMessages, putPending } from './outbox.ts';
import { applyStreamEvent, parseStreamEvent } from './realtime.ts';

const message: Message = {
  id: '0190a1b2-0000-7000-8000-0000000000aa',
  conversationId: 'c1',
  seq: 2,
  senderId: 'me',
  body: 'Hello',
  clientId: 'client-abc-123',
  createdAt: '2026-06-10T10:00:00.000Z',
  attachments: [],
};

describe('parseStreamEvent', () => {
  it('reads the type from the event name and the rest from the data', () => {
    expect(parseStreamEvent('counts', JSON.stringify({ counts: { unreadMessages: 3, unreadNotifications: 1 } }))).toEqual({
      type: 'counts',
      counts: { unreadMessages: 3, unreadNotifications: 1 },
    });
    expect(parseStreamEvent('message', JSON.stringify({ type: 'message', conversationId: 'c1', message }))).toEqual({
      type: 'message',
      conversationId: 'c1',
      message,
    });
    expect(parseStreamEvent('conversations-changed', '')).toEqual({ type: 'conversations-changed' });
    expect(parseStreamEvent('reset', '{}')).toEqual({ type: 'reset' });
  });

  it('ignores what it cannot read', () => {
    expect(parseStreamEvent('counts', 'not json')).toBeNull();
    expect(parseStreamEvent('counts', '{"counts":{}}')).toBeNull();
    expect(parseStreamEvent('something-new', '{}')).toBeNull();
  });
});

describe('applyStreamEvent', () => {
  it('appends a message once, replaces the pending copy and refreshes the list', async () => {
    const queryClient = new QueryClient();
    const key = messagingKeys.messages('c1');
    queryClient.setQueryData<MessagesData>(key, {
      pages: [{ messages: [{ ...message, id: 'm1', seq: 1, clientId: 'first-client' }], hasMore: false }],
      pageParams: [undefined],
    });
    queryClient.setQueryData<ConversationList>(messagingKeys.conversationList(), { conversations: [], unreadMessages: 0 });
    putPending('c1', { clientId: message.clientId, body: message.body, attachments: [], createdAt: message.createdAt });

    applyStreamEvent(queryClient, { type: 'message', conversationId: 'c1', message }, 'me');
    applyStreamEvent(queryClient, { type: 'message', conversationId: 'c1', message }, 'me');

    expect(allMessages(queryClient.getQueryData<MessagesData>(key)).map((entry) => entry.seq)).toEqual([1, 2]);
    expect(pendingMessages('c1')).toEqual([]);
    expect(queryClient.getQueryState(messagingKeys.conversationList())?.isInvalidated).toBe(true);
  });

  it('keeps "Seen" when a fetch answered before the read lands after it', async () => {
    const queryClient = new QueryClient();
    const key = messagingKeys.conversation('c1');
    // the server's copy, and the answers it gives after a delay, as of the moment each was asked for
    const server = { readByOtherSeq: 1 };
    const queryFn = () => {
      const answer = { id: 'c1', readByOtherSeq: server.readByOtherSeq };
      return new Promise<typeof answer>((resolve) => setTimeout(() => resolve(answer), 20));
    };
    queryClient.setQueryData(key, { id: 'c1', readByOtherSeq: 1 });
    // the thread on screen observes the conversation, and a message just sent asked for it again
    const unsubscribe = new QueryObserver(queryClient, { queryKey: key, queryFn }).subscribe(() => {});
    void queryClient.invalidateQueries({ queryKey: key });
    expect(queryClient.isFetching({ queryKey: key })).toBe(1);

    server.readByOtherSeq = 2;
    applyStreamEvent(queryClient, { type: 'read', conversationId: 'c1', readerId: 'other', seq: 2 }, 'me');
    await vi.waitFor(() => expect(queryClient.isFetching({ queryKey: key })).toBe(0));

    expect(queryClient.getQueryData(key)).toMatchObject({ readByOtherSeq: 2 });
    unsubscribe();
  });

  it('sets the badge counts', () => {
    const queryClient = new QueryClient();
    applyStreamEvent(queryClient, { type: 'counts', counts: { unreadMessages: 4, unreadNotifications: 2 } }, 'me');
    expect(queryClient.getQueryData(messagingKeys.counts())).toEqual({ unreadMessages: 4, unreadNotifications: 2 });
  });
});
