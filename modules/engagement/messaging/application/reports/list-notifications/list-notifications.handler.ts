import { requireActor, type QueryContext, type QueryHandler } from '../../../../../shared/kernel/bus.ts';
import { PLATFORM } from '../../../../../shared/kernel/tokens.ts';
import { answersQuery, http, UsesDependencies } from '../../../../../shared/kernel/use-case.ts';
import { notificationListSchema } from '../../../../contracts/notifications.ts';
import { MESSAGING_TAG } from '../../http.ts';
import type { NotificationList } from '../../../../contracts/notifications.ts';
import { Notification } from '../../../domain/notification.entity.ts';
import { ListNotifications } from './list-notifications.query.ts';

const LATEST = 30;

const needs = { em: PLATFORM.EntityManager };

export class ListNotificationsHandler extends UsesDependencies<typeof needs> implements QueryHandler<void, NotificationList> {
  async execute(_input: void, { actor }: QueryContext): Promise<NotificationList> {
    const { userId } = requireActor(actor);
    const em = this.deps.em.fork();
    const [notifications, unreadCount] = await Promise.all([
      em.find(Notification, { userId }, { orderBy: { createdAt: 'desc', id: 'desc' }, limit: LATEST }),
      em.count(Notification, { userId, readAt: null }),
    ]);
    return { notifications: notifications.map((notification) => notification.toView()), unreadCount };
  }
}

export const listNotifications = answersQuery(ListNotifications, needs, ListNotificationsHandler, [
  http(ListNotifications, {
    method: 'get',
    path: '/api/notifications',
    tag: MESSAGING_TAG,
    summary: 'My notifications',
    access: 'member',
    input: () => undefined,
    response: notificationListSchema,
  }),
]);
