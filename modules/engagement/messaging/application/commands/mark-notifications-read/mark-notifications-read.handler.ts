import { requireActor, type CommandContext, type CommandHandler } from '../../../../../shared/kernel/bus.ts';
import { PLATFORM } from '../../../../../shared/kernel/tokens.ts';
import { handlesCommand, http, UsesDependencies } from '../../../../../shared/kernel/use-case.ts';
import { markNotificationsReadRequestSchema, unreadCountsSchema } from '../../../../contracts/notifications.ts';
import { MESSAGING_TAG } from '../../http.ts';
import type { MarkNotificationsReadRequest, UnreadCounts } from '../../../../contracts/notifications.ts';
import { Notification } from '../../../domain/notification.entity.ts';
import { appendUserEvents, REALTIME_PUBLISHER, unreadCounts } from '../../user-events.ts';
import { MarkNotificationsRead } from './mark-notifications-read.command.ts';

const needs = { clock: PLATFORM.Clock, realtime: REALTIME_PUBLISHER };

export class MarkNotificationsReadHandler
  extends UsesDependencies<typeof needs>
  implements CommandHandler<MarkNotificationsReadRequest, UnreadCounts>
{
  async execute({ ids }: MarkNotificationsReadRequest, { em, actor, afterCommit }: CommandContext): Promise<UnreadCounts> {
    const { clock, realtime } = this.deps;
    const { userId } = requireActor(actor);
    const now = clock.now();
    const changed = await em.nativeUpdate(Notification, { userId, readAt: null, ...(ids ? { id: { $in: ids } } : {}) }, { readAt: now });
    const counts = await unreadCounts(em, userId);
    if (changed > 0) {
      // the member's other tabs update their bell
      const events = await appendUserEvents(em, now, [{ userId, event: { type: 'counts', counts } }]);
      afterCommit(() => realtime.publish(events));
    }
    return counts;
  }
}

export const markNotificationsRead = handlesCommand(MarkNotificationsRead, needs, MarkNotificationsReadHandler, [
  http(MarkNotificationsRead, {
    method: 'post',
    path: '/api/notifications/read',
    tag: MESSAGING_TAG,
    summary: 'Mark notifications read',
    description: 'The given notifications, or all of them without `ids`; answers the unread counts that follow.',
    access: 'member',
    body: markNotificationsReadRequestSchema,
    invalid: 'Invalid request',
    input: ({ body }) => body,
    response: unreadCountsSchema,
  }),
]);
