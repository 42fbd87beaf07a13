import type { SqlEntityManager as EntityManager } from '@mikro-orm/sql';
import type { IdentityApi } from '../../../identity/contracts/api.ts';
import type { NotificationTopic } from '../../../identity/contracts/http.ts';
import type { NotificationKind } from '../../contracts/notifications.ts';
import { Notification, type NotificationContent } from '../../domain/notification.entity.ts';

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
};

/**
 * Raises a notification in the caller's transaction, unless the member turned that kind off in the
 * app; one about a subject that is still unread is refreshed and moved to the top instead of
 * repeated. Flushed, so counts read afterwards include it.
 */
export async function notify(em: EntityManager, identity: IdentityApi, userId: string, content: NotificationContent, now: Date): Promise<Notification | null> {
  const [notification] = await notifyMany(em, identity, [{ userId, content }], now);
  return notification ?? null;
}

/**
 * {@link notify} for many members and subjects of one kind at once, in a few queries whatever their
 * number; answers the notifications raised or refreshed (none for members with that kind off).
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
  const recipients = await identity.getNotificationRecipients([...new Set(entries.map((entry) => entry.userId))], TOPIC_OF_KIND[entries[0].content.kind]);
  const inApp = new Set(recipients.filter((recipient) => recipient.channels.inApp).map((recipient) => recipient.id));
  const wanted = entries.filter((entry) => inApp.has(entry.userId));
  const subjects = wanted.flatMap((entry) => (entry.content.subject ? [entry.content.subject] : []));
  const unread = subjects.length
    ? await em.find(Notification, { userId: { $in: [...inApp] }, subject: { $in: subjects }, readAt: null })
    : [];
  const bySubject = new Map(unread.map((notification) => [`${notification.userId} ${notification.subject}`, notification]));
  const raised = wanted.map(({ userId, content }) => {
    const existing = content.subject ? bySubject.get(`${userId} ${content.subject}`) : undefined;
    if (existing) {
      existing.refresh(content, now);
      return existing;
    }
    const notification = Notification.create(userId, content, now);
    em.persist(notification);
    return notification;
  });
  await em.flush();
  return raised;
}
