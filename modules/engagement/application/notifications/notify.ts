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
  'jv-interest': 'jointVentures',
  'listing-expiring': 'listingActivity',
  plan: 'billing',
};

/**
 * Raises a notification in the caller's transaction, unless the member turned that kind off in the
 * app; one about a subject that is still unread is refreshed and moved to the top instead of
 * repeated. Flushed, so counts read afterwards include it.
 */
export async function notify(em: EntityManager, identity: IdentityApi, userId: string, content: NotificationContent, now: Date): Promise<Notification | null> {
  const [recipient] = await identity.getNotificationRecipients([userId], TOPIC_OF_KIND[content.kind]);
  if (!recipient?.channels.inApp) return null;
  const unread = content.subject ? await em.findOne(Notification, { userId, subject: content.subject, readAt: null }) : null;
  const notification = unread ?? Notification.create(userId, content, now);
  if (unread) unread.refresh(content, now);
  else em.persist(notification);
  await em.flush();
  return notification;
}
