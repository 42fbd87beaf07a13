import type { SqlEntityManager as EntityManager } from '@mikro-orm/sql';
import { token } from '../../../shared/kernel/tokens.ts';
import type { RealtimeEvent, UnreadCounts } from '../../contracts/notifications.ts';

/** A realtime event as stored for one member: `seq` is the member's own event number, the SSE event id. */
export interface UserEvent {
  userId: string;
  seq: number;
  event: RealtimeEvent;
}

/** Writes of a caller's run in the events' statement, as common table expressions placed before theirs. */
export interface WritesAlongside {
  /** `name as (insert …), other as (update …)` */
  ctes: string;
  params: unknown[];
}

/**
 * Appends events to members' logs inside the caller's transaction. Each member's counter row stays
 * locked until commit, so one member's events commit in the order of their numbers and a client that
 * saw event n has seen every event before it. Members are locked in id order, so two transactions
 * writing to the same two members (a reply crossing a message) cannot deadlock. `alongside`: the
 * caller's own writes, made in the same statement (the events must then fit one statement).
 */
export async function appendUserEvents(
  em: EntityManager,
  now: Date,
  entries: Array<{ userId: string; event: RealtimeEvent }>,
  alongside?: WritesAlongside,
): Promise<UserEvent[]> {
  const byUser = new Map<string, RealtimeEvent[]>();
  for (const { userId, event } of entries) byUser.set(userId, [...(byUser.get(userId) ?? []), event]);
  if (alongside && entries.length > EVENTS_PER_STATEMENT) throw new Error('writes alongside events need the events in one statement');
  const stored: UserEvent[] = [];
  let batch: string[] = [];
  let batchEvents = 0;
  for (const userId of [...byUser.keys()].sort()) {
    const count = byUser.get(userId)!.length;
    if (batch.length > 0 && batchEvents + count > EVENTS_PER_STATEMENT) {
      stored.push(...(await appendBatch(em, now, batch, byUser)));
      [batch, batchEvents] = [[], 0];
    }
    batch.push(userId);
    batchEvents += count;
  }
  if (batch.length > 0) stored.push(...(await appendBatch(em, now, batch, byUser, alongside)));
  return stored;
}

/**
 * 4 parameters an event and 2 a member: a batch stays under the 65,535 parameters of one Postgres
 * statement (a single member's events are never split; no caller gives one member thousands at once).
 */
const EVENTS_PER_STATEMENT = 5_000;

/** One statement: the members' cursors move (locked in member order) and their events take the numbers freed. */
async function appendBatch(
  em: EntityManager,
  now: Date,
  users: string[],
  byUser: Map<string, RealtimeEvent[]>,
  alongside?: WritesAlongside,
): Promise<UserEvent[]> {
  const events = users.flatMap((userId) => byUser.get(userId)!.map((event, index) => ({ userId, position: index + 1, event })));
  const rows = await em.execute<Array<{ user_id: string; seq: string }>>(
    `with ${alongside ? `${alongside.ctes},` : ''} wanted (user_id, n) as (values ${users.map(() => '(?::uuid, ?::bigint)').join(', ')}),
     cursors as (
       insert into engagement.event_cursors (user_id, last_seq) select user_id, n from wanted order by user_id
       on conflict (user_id) do update set last_seq = engagement.event_cursors.last_seq + excluded.last_seq
       returning user_id, last_seq
     ),
     events (user_id, position, type, data) as (values ${events.map(() => '(?::uuid, ?::bigint, ?, ?::jsonb)').join(', ')})
     insert into engagement.user_events (user_id, seq, type, data, created_at)
     select e.user_id, c.last_seq - w.n + e.position, e.type, e.data, ?
     from events e join cursors c on c.user_id = e.user_id join wanted w on w.user_id = e.user_id
     returning user_id, seq`,
    [
      ...(alongside?.params ?? []),
      ...users.flatMap((userId) => [userId, byUser.get(userId)!.length]),
      ...events.flatMap(({ userId, position, event }) => [userId, position, event.type, JSON.stringify(event)]),
      now,
    ],
  );
  const firstSeq = new Map<string, number>();
  for (const row of rows) firstSeq.set(row.user_id, Math.min(firstSeq.get(row.user_id) ?? Infinity, Number(row.seq)));
  return events.map(({ userId, position, event }) => ({ userId, seq: firstSeq.get(userId)! + position - 1, event }));
}

/** The member's events after `afterSeq`, oldest first, at most `limit`. */
export async function userEventsSince(em: EntityManager, userId: string, afterSeq: number, limit: number): Promise<UserEvent[]> {
  const rows = await em.execute<Array<{ seq: string; data: RealtimeEvent | string }>>(
    'select seq, data from engagement.user_events where user_id = ? and seq > ? order by seq limit ?',
    [userId, afterSeq, limit],
  );
  return rows.map((row) => ({
    userId,
    seq: Number(row.seq),
    event: typeof row.data === 'string' ? (JSON.parse(row.data) as RealtimeEvent) : row.data,
  }));
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

/**
 * What the header's badges show of the member `member` names (a parameter or a column of the query
 * around), as the columns `unread_messages` and `unread_notifications`: {@link unreadCountsOf} reads them.
 */
export const unreadCountsColumns = (member: string) =>
  `(select sum(case when buyer_id = ${member} then buyer_unread else seller_unread end)
      from engagement.conversations where buyer_id = ${member} or seller_id = ${member}) as unread_messages,
   (select count(*) from engagement.notifications where user_id = ${member} and read_at is null) as unread_notifications`;

export interface UnreadCountsRow {
  unread_messages: string | null;
  unread_notifications: string;
}

export const unreadCountsOf = (row: UnreadCountsRow | undefined): UnreadCounts => ({
  unreadMessages: Number(row?.unread_messages ?? 0),
  unreadNotifications: Number(row?.unread_notifications ?? 0),
});

/** What the header's badges show, read in the caller's transaction. */
export async function unreadCounts(em: EntityManager, userId: string): Promise<UnreadCounts> {
  const [row] = await em.execute<UnreadCountsRow[]>(`select ${unreadCountsColumns('member.id')} from (select ?::uuid as id) member`, [
    userId,
  ]);
  return unreadCountsOf(row);
}

/** Delivers stored events to the members' open streams, on every host; called after the transaction commits. */
export interface RealtimePublisher {
  publish(events: UserEvent[]): Promise<void>;
  /** the member's sessions changed: streams whose session ended close at once, on every host */
  checkSessions(userId: string): Promise<void>;
}

export const REALTIME_PUBLISHER = token<RealtimePublisher>('engagement.RealtimePublisher');
