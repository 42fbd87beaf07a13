import type { SqlEntityManager as EntityManager } from '@mikro-orm/sql';
import { Notification, type NotificationContent } from '../../domain/notification.entity.ts';

/**
 * Raises a notification in the caller's transaction; one about a subject that is still unread is
 * refreshed and moved to the top instead of repeated. Flushed, so counts read afterwards include it.
 */
export async function notify(em: EntityManager, userId: string, content: NotificationContent, now: Date): Promise<Notification> {
  const unread = content.subject ? await em.findOne(Notification, { userId, subject: content.subject, readAt: null }) : null;
  const notification = unread ?? Notification.create(userId, content, now);
  if (unread) unread.refresh(content, now);
  else em.persist(notification);
  await em.flush();
  return notification;
}
