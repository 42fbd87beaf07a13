import { requireActor, type QueryContext, type QueryHandler } from '../../../../../shared/kernel/bus.ts';
import { PLATFORM } from '../../../../../shared/kernel/tokens.ts';
import { answersQuery, http, UsesDependencies } from '../../../../../shared/kernel/use-case.ts';
import { notificationListSchema } from '../../../../contracts/notifications.ts';
import { MESSAGING_TAG } from '../../http.ts';
import type { NotificationList } from '../../../../contracts/notifications.ts';
import { Notification } from '../../../domain/notification.entity.ts';
import { Conversation } from '../../../domain/conversation.entity.ts';
import { HIDDEN_MESSAGE_BODY } from '../../../../contracts/messaging.ts';
import { suspendedAmong } from '../../../../network/application/member-suspensions.ts';
import type { SqlEntityManager as EntityManager } from '@mikro-orm/sql';

const CONVERSATION_SUBJECT = 'conversation:';
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
    const hidden = await conversationsWithSuspendedMembers(em, userId, notifications);
    const view = (notification: Notification) =>
      notification.kind === 'message' && notification.subject && hidden.has(notification.subject)
        ? { ...notification.toView(), body: HIDDEN_MESSAGE_BODY }
        : notification.toView();
    return { notifications: notifications.map(view), unreadCount };
  }
}

/** the subjects (`conversation:<id>`) of message notifications whose other member is suspended now: their previews are hidden (decision 0049) */
async function conversationsWithSuspendedMembers(em: EntityManager, userId: string, notifications: Notification[]): Promise<Set<string>> {
  const ids = notifications.flatMap((notification) =>
    notification.kind === 'message' && notification.subject?.startsWith(CONVERSATION_SUBJECT)
      ? [notification.subject.slice(CONVERSATION_SUBJECT.length)]
      : [],
  );
  if (ids.length === 0) return new Set();
  const conversations = await em.find(Conversation, { id: { $in: ids } });
  const suspended = await suspendedAmong(
    em,
    conversations.map((conversation) => conversation.otherMemberOf(userId)),
  );
  return new Set(
    conversations
      .filter((conversation) => suspended.has(conversation.otherMemberOf(userId)))
      .map((conversation) => `${CONVERSATION_SUBJECT}${conversation.id}`),
  );
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
