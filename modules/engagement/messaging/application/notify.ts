import type { SqlEntityManager as EntityManager } from '@mikro-orm/sql';
import type { IdentityApi } from '../../../identity/contracts/api.ts';
import type { NotificationTopic } from '../../../identity/contracts/http.ts';
import type { NotificationKind } from '../../contracts/notifications.ts';
import { newId } from '../../../shared/kernel/ids.ts';
import { Notification, type NotificationContent } from '../domain/notification.entity.ts';

/** the member's notification setting that governs each kind */
export const TOPIC_OF_KIND: Record<NotificationKind, NotificationTopic> = {
  message: 'messages',
  'saved-search-match': 'listingAlerts',
  'connection-request': 'connections',
  'connection-accepted': 'connections',
  'jv-interest': 'jointVentures',
  'listing-expiring': 'listingActivity',
  plan: 'billing',
  'seller-lead': 'sellerLeads',
  'pipeline-task': 'sellerLeads',
  // about a message the member sent; the warning's mail goes whatever their settings
  warning: 'messages',
  'listing-review': 'listingActivity',
  // a negotiation between buyer and seller, as their messages are
  offer: 'messages',
  // money the member showed; the decision's mail, identity's, goes whatever their settings
  'funds-review': 'billing',
};

/**
 * Raises a notification in the caller's transaction, unless the member turned that kind off in the
 * app; one about a subject that is still unread is refreshed and moved to the top instead of
 * repeated. Written at once, so counts read afterwards include it.
 */
export async function notify(
  em: EntityManager,
  identity: IdentityApi,
  userId: string,
  content: NotificationContent,
  now: Date,
): Promise<Notification | null> {
  const [notification] = await notifyMany(em, identity, [{ userId, content }], now);
  return notification ?? null;
}

/**
 * {@link notify} for many members and subjects of one kind at once, in a few queries whatever their
 * number; answers the notifications raised or refreshed (none for members with that kind off), in
 * no particular order.
 */
export async function notifyMany(
  em: EntityManager,
  identity: IdentityApi,
  entries: ReadonlyArray<{ userId: string; content: NotificationContent }>,
  now: Date,
): Promise<Notification[]> {
  if (entries.length === 0) return [];
  const kinds = new Set(entries.map((entry) => entry.content.kind));
  if (kinds.size > 1) throw new Error('notifyMany raises notifications of one kind at a time');
  const inApp = await membersWantingInApp(identity, [...new Set(entries.map((entry) => entry.userId))], entries[0].content.kind);
  const wanted = entries.filter((entry) => inApp.has(entry.userId));
  if (wanted.length === 0) return [];
  const { sql, params } = upsertNotifications(wanted, now, '*');
  const rows = await em.execute<Array<Record<string, unknown>>>(sql, params);
  return rows.map((row) => em.map(Notification, row));
}

/** Which of the members want notifications of this kind in the app (their settings, asked of identity in one call). */
export async function membersWantingInApp(identity: IdentityApi, userIds: string[], kind: NotificationKind): Promise<Set<string>> {
  const recipients = await identity.getNotificationRecipients(userIds, TOPIC_OF_KIND[kind]);
  return new Set(recipients.filter((recipient) => recipient.channels.inApp).map((recipient) => recipient.id));
}

/**
 * The statement raising the notifications, for a caller that runs it alone or among its own writes
 * (a message's send): a notification about a subject still unread is refreshed in place (the partial
 * unique index) and keeps its id; a new one takes the entry's `id`, if given. `returning` names what
 * it answers of each row.
 */
export function upsertNotifications(
  entries: ReadonlyArray<{ userId: string; content: NotificationContent; id?: string }>,
  now: Date,
  returning?: string,
): { sql: string; params: unknown[] } {
  return {
    sql: `insert into engagement.notifications (id, user_id, kind, title, body, link, subject, created_at, read_at)
     values ${entries.map(() => '(?, ?, ?, ?, ?, ?, ?, ?, null)').join(', ')}
     on conflict (user_id, subject) where read_at is null and subject is not null
     do update set kind = excluded.kind, title = excluded.title, body = excluded.body, link = excluded.link, created_at = excluded.created_at
     ${returning ? `returning ${returning}` : ''}`,
    params: entries.flatMap(({ userId, content, id }) => [
      id ?? newId(),
      userId,
      content.kind,
      content.title,
      content.body,
      content.link,
      content.subject ?? null,
      now,
    ]),
  };
}
