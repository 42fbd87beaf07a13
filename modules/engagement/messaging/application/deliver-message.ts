import type { CommandContext } from '../../../shared/kernel/bus.ts';
import type { IdentityApi } from '../../../identity/contracts/api.ts';
import { attachmentsSummary, memberName, type Attachment } from '../../contracts/messaging.ts';
import type { Conversation } from '../domain/conversation.entity.ts';
import type { Message } from '../domain/message.entity.ts';
import { notify } from './notify.ts';
import { appendUserEvents, unreadCounts, type RealtimePublisher } from './user-events.ts';

const PREVIEW_LENGTH = 140;

export const conversationLink = (conversationId: string) => `/messages?c=${conversationId}`;

/**
 * A stored message's effects, in the sending transaction: both members' streams get it (the sender's
 * other tabs too), the recipient's notification about the conversation is raised or refreshed and
 * their badges recounted. Published to open streams once committed.
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
  const text = message.body || attachmentsSummary(attachments);
  const preview = text.length > PREVIEW_LENGTH ? `${text.slice(0, PREVIEW_LENGTH - 1)}…` : text;
  const notification = await notify(
    em,
    services.identity,
    recipientId,
    {
      kind: 'message',
      title: `New message from ${memberName(sender ?? null)}`,
      body: preview,
      link: conversationLink(conversation.id),
      subject: `conversation:${conversation.id}`,
    },
    services.now,
  );
  const events = await appendUserEvents(em, services.now, [
    { userId: message.senderId, event: { type: 'message', conversationId: conversation.id, message: message.toView(attachments) } },
    { userId: recipientId, event: { type: 'message', conversationId: conversation.id, message: message.toView(attachments) } },
    ...(notification ? [{ userId: recipientId, event: { type: 'notification' as const, notification: notification.toView() } }] : []),
    { userId: recipientId, event: { type: 'counts', counts: await unreadCounts(em, recipientId) } },
  ]);
  afterCommit(() => services.realtime.publish(events));
}
