import { useQueryClient, type QueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import type { Conversation, ConversationList } from '@contracts/engagement/contracts/messaging.ts';
import { realtimeEventSchema, type NotificationList, type RealtimeEvent } from '@contracts/engagement/contracts/notifications.ts';
import { authKeys } from '@/lib/auth.ts';
import { STALE_AFTER_NOTIFICATION } from '@/lib/notification-data.ts';
import { appendMessage, prependNotification, readByMe, readByOther, updateConversation, type MessagesData } from './cache-updates.ts';
import { messagingKeys } from './messaging-keys.ts';
import { removePending } from './outbox.ts';

/** `GET /api/events`: one Server-Sent Events stream per signed-in tab (contracts/notifications.ts). */
export const EVENTS_PATH = '/api/events';

/** The stream's named events: the contract's types. */
export const REALTIME_EVENT_NAMES = realtimeEventSchema.options.map((option) => option.shape.type.value);

/**
 * Reads one event of the stream: its name is the type, its data the rest as JSON (a `type` inside the
 * data, if any, must agree). Anything else is ignored (null): an unknown event from a newer server
 * must not break the tab.
 */
export function parseStreamEvent(name: string, data: string): RealtimeEvent | null {
  let json: unknown;
  try {
    json = data ? JSON.parse(data) : {};
  } catch {
    return null;
  }
  if (typeof json !== 'object' || json === null || Array.isArray(json)) return null;
  const parsed = realtimeEventSchema.safeParse({ ...json, type: name });
  return parsed.success ? parsed.data : null;
}

/** Brings the cached messaging data up to date with one event of the stream; `me` is the signed-in member's id. */
export function applyStreamEvent(queryClient: QueryClient, event: RealtimeEvent, me: string): void {
  switch (event.type) {
    case 'message': {
      const { conversationId, message } = event;
      queryClient.setQueryData<MessagesData>(messagingKeys.messages(conversationId), (data) => appendMessage(data, message));
      // sent from this tab or another of the member's: the stored copy replaces the pending one
      if (message.senderId === me) removePending(conversationId, message.clientId);
      void queryClient.invalidateQueries({ queryKey: messagingKeys.conversationList() });
      void queryClient.invalidateQueries({ queryKey: messagingKeys.conversation(conversationId) });
      if (message.senderId !== me) void queryClient.invalidateQueries({ queryKey: messagingKeys.inquiries() });
      return;
    }
    case 'read': {
      const change = event.readerId === me ? readByMe : readByOther(event.seq);
      queryClient.setQueryData<ConversationList>(messagingKeys.conversationList(), (list) =>
        updateConversation(list, event.conversationId, change),
      );
      queryClient.setQueryData<Conversation>(
        messagingKeys.conversation(event.conversationId),
        (conversation) => conversation && change(conversation),
      );
      // a fetch already under way (a message just sent asked for one) was answered before this read and
      // would land after it, taking "Seen" away: it is replaced by one that knows of the read
      for (const queryKey of [messagingKeys.conversationList(), messagingKeys.conversation(event.conversationId)]) {
        if (queryClient.isFetching({ queryKey }) > 0) void queryClient.invalidateQueries({ queryKey });
      }
      return;
    }
    case 'notification':
      queryClient.setQueryData<NotificationList>(messagingKeys.notifications(), (list) => prependNotification(list, event.notification));
      for (const root of STALE_AFTER_NOTIFICATION[event.notification.kind] ?? []) void queryClient.invalidateQueries({ queryKey: [root] });
      return;
    case 'counts':
      queryClient.setQueryData(messagingKeys.counts(), event.counts);
      return;
    case 'conversations-changed':
      void queryClient.invalidateQueries({ queryKey: messagingKeys.conversations() });
      void queryClient.invalidateQueries({ queryKey: messagingKeys.blocked() });
      void queryClient.invalidateQueries({ queryKey: messagingKeys.inquiries() });
      return;
    case 'reset':
      void queryClient.invalidateQueries({ queryKey: messagingKeys.all });
      return;
  }
}

const RETRY_FIRST_MS = 2_000;
const RETRY_MAX_MS = 60_000;

/**
 * Keeps the tab's realtime stream open while `userId` is signed in: the browser reconnects by itself
 * after a dropped connection, sending `Last-Event-ID`, and receives what it missed. When the stream is
 * refused instead (the browser gives up), the session is checked and the stream is opened anew after
 * a growing pause; a new stream starts without a last event id, so what is shown is reloaded.
 * Effects run only in the browser, after hydration; the stream closes when the member signs out
 * (the component holding this unmounts) or the tab closes.
 */
export function useRealtimeEvents(userId: string): void {
  const queryClient = useQueryClient();
  useEffect(() => {
    let source: EventSource | null = null;
    let retryTimer: number | undefined;
    let retryDelay = RETRY_FIRST_MS;
    let reopened = false;

    const onEvent = (event: MessageEvent<string>) => {
      const parsed = parseStreamEvent(event.type, event.data);
      if (parsed) applyStreamEvent(queryClient, parsed, userId);
    };

    const open = () => {
      source = new EventSource(EVENTS_PATH);
      for (const name of REALTIME_EVENT_NAMES) source.addEventListener(name, onEvent);
      source.addEventListener('open', () => {
        retryDelay = RETRY_FIRST_MS;
        if (reopened) void queryClient.invalidateQueries({ queryKey: messagingKeys.all });
      });
      source.addEventListener('error', () => {
        if (source?.readyState !== EventSource.CLOSED) return; // the browser is reconnecting
        source.close();
        reopened = true;
        // signed out elsewhere? then the header and this stream go away with the user
        void queryClient.invalidateQueries({ queryKey: authKeys.currentUser });
        retryTimer = window.setTimeout(open, retryDelay);
        retryDelay = Math.min(retryDelay * 2, RETRY_MAX_MS);
      });
    };

    open();
    return () => {
      window.clearTimeout(retryTimer);
      source?.close();
    };
  }, [queryClient, userId]);
}
