import type { SqlEntityManager as EntityManager } from '@mikro-orm/sql';
import { token } from '../../../shared/kernel/tokens.ts';
import type { RealtimeEvent, UnreadCounts } from '../../contracts/notifications.ts';

/** A realtime event as stored for one member: `seq` is the member's own event number, the SSE event id. */
export interface UserEvent {
  userId: string;
  seq: number;
  event: RealtimeEvent;
}

/**
 * Appends events to members' logs inside the caller's transaction. Each member's counter row stays
 * locked until commit, so one member's events commit in the order of their numbers and a client that
 * saw event n has seen every event before it. Members are locked in id order, so two transactions
 * writing to the same two members (a reply crossing a message) cannot deadlock.
 */
export async function appendUserEvents(em: EntityManager, now: Date, entries: Array<{ userId: string; event: RealtimeEvent }>): Promise<UserEvent[]> {
  const byUser = new Map<string, RealtimeEvent[]>();
  for (const { userId, event } of entries) byUser.set(userId, [...(byUser.get(userId) ?? []), event]);
  const stored: UserEvent[] = [];
  for (const userId of [...byUser.keys()].sort()) {
    const events = byUser.get(userId)!;
    const [{ last_seq: last }] = await em.execute<Array<{ last_seq: string }>>(
      `insert into engagement.event_cursors (user_id, last_seq) values (?, ?)
       on conflict (user_id) do update set last_seq = engagement.event_cursors.last_seq + excluded.last_seq
       returning last_seq`,
      [userId, events.length],
    );
    const first = Number(last) - events.length + 1;
    events.forEach((event, index) => stored.push({ userId, seq: first + index, event }));
  }
  if (stored.length > 0) {
    await em.execute(
      `insert into engagement.user_events (user_id, seq, type, data, created_at) values ${stored.map(() => '(?, ?, ?, ?, ?)').join(', ')}`,
      stored.flatMap(({ userId, seq, event }) => [userId, seq, event.type, JSON.stringify(event), now]),
    );
  }
  return stored;
}

/** The member's events after `afterSeq`, oldest first, at most `limit`. */
export async function userEventsSince(em: EntityManager, userId: string, afterSeq: number, limit: number): Promise<UserEvent[]> {
  const rows = await em.execute<Array<{ seq: string; data: RealtimeEvent | string }>>(
    'select seq, data from engagement.user_events where user_id = ? and seq > ? order by seq limit ?',
    [userId, afterSeq, limit],
  );
  return rows.map((row) => ({ userId, seq: Number(row.seq), event: typeof row.data === 'string' ? (JSON.parse(row.data) as RealtimeEvent) : row.data }));
}

/** The member's last event number (0 before their first), and the oldest one still kept. */
export async function eventBounds(em: EntityManager, userId: string): Promise<{ last: number; oldestKept: number | null }> {
  const [row] = await em.execute<Array<{ last: string | null; oldest: string | null }>>(
    `select (select last_seq from engagement.event_cursors where user_id = ?) as last,
            (select min(seq) from engagement.user_events where user_id = ?) as oldest`,
    [userId, userId],
  );
  return { last: Number(row?.last ?? 0), oldestKept: row?.oldest ? Number(row.oldest) : null };
}

/** What the header's badges show, read in the caller's transaction. */
export async function unreadCounts(em: EntityManager, userId: string): Promise<UnreadCounts> {
  const [row] = await em.execute<Array<{ messages: string | null; notifications: string }>>(
    `select (select sum(case when buyer_id = ? then buyer_unread else seller_unread end)
               from engagement.conversations where buyer_id = ? or seller_id = ?) as messages,
            (select count(*) from engagement.notifications where user_id = ? and read_at is null) as notifications`,
    [userId, userId, userId, userId],
  );
  return { unreadMessages: Number(row?.messages ?? 0), unreadNotifications: Number(row?.notifications ?? 0) };
}

/** Delivers stored events to the members' open streams, on every host; called after the transaction commits. */
export interface RealtimePublisher {
  publish(events: UserEvent[]): Promise<void>;
}

export const REALTIME_PUBLISHER = token<RealtimePublisher>('engagement.RealtimePublisher');
