import type { CommandContext } from '../../../shared/kernel/bus.ts';
import type { IdentityApi, PublicProfile } from '../../../identity/contracts/api.ts';
import { attachmentsSummary, memberName, type Attachment, type Message as MessageView } from '../../contracts/messaging.ts';
import type { Notification as NotificationView, RealtimeEvent, UnreadCounts } from '../../contracts/notifications.ts';
import type { Conversation } from '../domain/conversation.entity.ts';
import type { Message } from '../domain/message.entity.ts';
import type { NotificationContent } from '../domain/notification.entity.ts';
import { notify } from './notify.ts';
import { appendUserEvents, unreadCounts, type RealtimePublisher } from './user-events.ts';

const PREVIEW_LENGTH = 140;

export const conversationLink = (conversationId: string) => `/messages?c=${conversationId}`;

/** what a member's notification about a conversation is about: one unread at a time */
export const conversationSubject = (conversationId: string) => `conversation:${conversationId}`;

/** The recipient's notification about a message: one per conversation while unread, refreshed by each new message. */
export function messageNotification(sender: PublicProfile | null, message: MessageView): NotificationContent {
  const text = message.body || attachmentsSummary(message.attachments);
  return {
    kind: 'message',
    title: `New message from ${memberName(sender)}`,
    body: text.length > PREVIEW_LENGTH ? `${text.slice(0, PREVIEW_LENGTH - 1)}…` : text,
    link: conversationLink(message.conversationId),
    subject: conversationSubject(message.conversationId),
  };
}

/**
 * The events a stored message makes: both members' streams get it (the sender's other tabs too); the
 * recipient also gets their notification, when one was raised, and their badges.
 */
export function messageEvents(
  message: MessageView,
  recipientId: string,
  notification: NotificationView | null,
  recipientCounts: UnreadCounts,
): Array<{ userId: string; event: RealtimeEvent }> {
  const { senderId, conversationId } = message;
  return [
    { userId: senderId, event: { type: 'message', conversationId, message } },
    { userId: recipientId, event: { type: 'message', conversationId, message } },
    ...(notification ? [{ userId: recipientId, event: { type: 'notification' as const, notification } }] : []),
    { userId: recipientId, event: { type: 'counts', counts: recipientCounts } },
  ];
}

/**
 * A stored message's effects, in the sending transaction: the recipient's notification raised or
 * refreshed, and the {@link messageEvents} stored, then published to open streams once committed.
 * (A send in an open conversation does the same in fewer statements, see its handler.)
 */
export async function deliverMessage(
  { em, afterCommit }: Pick<CommandContext, 'em' | 'afterCommit'>,
  services: { identity: IdentityApi; realtime: RealtimePublisher; now: Date },
  conversation: Conversation,
  message: Message,
  attachments: readonly Attachment[] = [],
): Promise<void> {
  const recipientId = conversation.otherMemberOf(message.senderId);
  const [sender] = await services.identity.getProfiles([message.senderId]);
  const view = message.toView(attachments);
  const notification = await notify(em, services.identity, recipientId, messageNotification(sender ?? null, view), services.now);
  const counts = await unreadCounts(em, recipientId);
  const events = await appendUserEvents(em, services.now, messageEvents(view, recipientId, notification?.toView() ?? null, counts));
  afterCommit(() => services.realtime.publish(events));
}
