import type { IdentityApi } from '../../../identity/contracts/api.ts';
import type { CommandContext } from '../../../shared/kernel/bus.ts';
import type { NotificationContent } from '../../messaging/domain/notification.entity.ts';
import { notify } from '../../messaging/application/notify.ts';
import { appendUserEvents, unreadCounts, type RealtimePublisher } from '../../messaging/application/user-events.ts';

export const MY_CONNECTIONS_LINK = '/connections?view=mine';

/** Rings the member's bell in the command's transaction and pushes it to their open tabs once committed. */
export async function ringBell(
  { em, afterCommit }: Pick<CommandContext, 'em' | 'afterCommit'>,
  services: { identity: IdentityApi; realtime: RealtimePublisher },
  userId: string,
  content: NotificationContent,
  now: Date,
): Promise<void> {
  const notification = await notify(em, services.identity, userId, content, now);
  if (!notification) return;
  const stored = await appendUserEvents(em, now, [
    { userId, event: { type: 'notification', notification: notification.toView() } },
    { userId, event: { type: 'counts', counts: await unreadCounts(em, userId) } },
  ]);
  afterCommit(() => services.realtime.publish(stored));
}
