import type { IdentityApi } from '../../../identity/contracts/api.ts';
import type { NotificationTopic } from '../../../identity/contracts/http.ts';
import type { CommandContext } from '../../../shared/kernel/bus.ts';
import type { Mailer } from '../../../shared/kernel/mailer.port.ts';
import type { PlatformSettings } from '../../../shared/kernel/settings.ts';
import type { NotificationContent } from '../domain/notification.entity.ts';
import { notify } from './notify.ts';
import { sellerNoticeMail } from './seller-notice-mail.ts';
import { appendUserEvents, unreadCounts, type RealtimePublisher } from './user-events.ts';

type Transaction = Pick<CommandContext, 'em' | 'afterCommit'>;

/** Rings the member's bell in the caller's transaction and pushes it to their open tabs once committed. */
export async function ringBell(
  { em, afterCommit }: Transaction,
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

/** The mail that goes with a notice: its subject is the notice's title, its button the notice's link. */
export interface NoticeMail {
  /** the member's setting that decides whether it is mailed */
  topic: NotificationTopic;
  lines: string[];
  action: string;
  /** why they get it, naming that setting */
  because: string;
}

/**
 * {@link ringBell}, then the mail once the transaction is committed, for a member who keeps that topic's emails on.
 */
export async function tellMember(
  transaction: Transaction,
  services: { identity: IdentityApi; realtime: RealtimePublisher; mailer: Mailer; settings: PlatformSettings },
  userId: string,
  content: NotificationContent,
  mail: NoticeMail,
  now: Date,
): Promise<void> {
  const { identity, mailer, settings } = services;
  await ringBell(transaction, services, userId, content, now);
  const [recipient] = await identity.getNotificationRecipients([userId], mail.topic);
  if (!recipient?.email || !recipient.channels.email) return;
  const { email, firstName } = recipient;
  const publicUrl = settings.publicUrl.replace(/\/$/, '');
  transaction.afterCommit(async () => {
    await mailer.send(
      sellerNoticeMail({
        to: email,
        firstName,
        subject: content.title,
        lines: mail.lines,
        action: mail.action,
        url: `${publicUrl}${content.link}`,
        settingsUrl: `${publicUrl}/settings#notifications`,
        unsubscribe: await identity.unsubscribeLinks(userId, mail.topic),
        because: mail.because,
      }),
    );
  });
}
