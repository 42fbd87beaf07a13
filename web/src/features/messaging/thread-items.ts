import type { Message } from '@contracts/engagement/contracts/messaging.ts';
import type { PendingMessage } from './api/outbox.ts';
import { dayKey, dayLabel } from './format.ts';

/** What a thread shows, in order: day separators, stored messages, and this tab's pending ones at the end. */
export type ThreadItem =
  | { kind: 'day'; key: string; label: string }
  | { kind: 'message'; key: string; message: Message; mine: boolean; seen: boolean }
  | { kind: 'pending'; key: string; pending: PendingMessage };

/**
 * Builds the thread: messages oldest first under the separator of their local day; pending messages
 * whose stored copy arrived are left out. "Seen" marks only the signed-in member's newest stored
 * message, once the other member has read up to it.
 */
export function threadItems(
  messages: Message[],
  pending: readonly PendingMessage[],
  me: string,
  readByOtherSeq: number,
  now: Date,
): ThreadItem[] {
  const items: ThreadItem[] = [];
  let day: string | null = null;
  const addDay = (date: Date) => {
    const key = dayKey(date);
    if (key === day) return;
    day = key;
    items.push({ kind: 'day', key: `day-${key}`, label: dayLabel(date, now) });
  };

  const lastMine = messages.findLast((message) => message.senderId === me);
  for (const message of messages) {
    addDay(new Date(message.createdAt));
    const mine = message.senderId === me;
    const seen = mine && message === lastMine && readByOtherSeq >= message.seq;
    items.push({ kind: 'message', key: message.id, message, mine, seen });
  }

  const stored = new Set(messages.filter((message) => message.senderId === me).map((message) => message.clientId));
  for (const entry of pending) {
    if (stored.has(entry.clientId)) continue;
    addDay(new Date(entry.createdAt));
    items.push({ kind: 'pending', key: `pending-${entry.clientId}`, pending: entry });
  }
  return items;
}
