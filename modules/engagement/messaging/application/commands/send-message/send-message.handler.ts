import { LockMode } from '@mikro-orm/core';
import { IDENTITY_API } from '../../../../../identity/contracts/api.ts';
import { requireActor, type CommandContext, type CommandHandler } from '../../../../../shared/kernel/bus.ts';
import { isUuid, newId } from '../../../../../shared/kernel/ids.ts';
import { PLATFORM } from '../../../../../shared/kernel/tokens.ts';
import { handlesCommand, http, UsesDependencies } from '../../../../../shared/kernel/use-case.ts';
import { messageSchema, sendMessageRequestSchema } from '../../../../contracts/messaging.ts';
import { MESSAGING_TAG, MESSAGING_WRITE_LIMIT, byConversationId } from '../../http.ts';
import type { SendMessageRequest } from '../../../../contracts/messaging.ts';
import { Conversation } from '../../../domain/conversation.entity.ts';
import { Message } from '../../../domain/message.entity.ts';
import { MessageAttachment } from '../../../domain/message-attachment.entity.ts';
import { Notification } from '../../../domain/notification.entity.ts';
import { AttachmentUnavailableError, NotInConversationError } from '../../../domain/messaging.errors.ts';
import { MAY_MESSAGE_COLUMNS, refuseUnlessMayMessage, type MayMessageRow } from '../../blocks.ts';
import { conversationSubject, messageEvents, messageNotification } from '../../deliver-message.ts';
import { MESSAGING_LIMITS } from '../../limits.ts';
import { membersWantingInApp, upsertNotifications } from '../../notify.ts';
import { appendUserEvents, REALTIME_PUBLISHER, unreadCountsColumns, unreadCountsOf, type UnreadCountsRow } from '../../user-events.ts';
import { SendMessage, type SendMessageResult } from './send-message.command.ts';

const needs = { clock: PLATFORM.Clock, identity: IDENTITY_API, realtime: REALTIME_PUBLISHER, limiter: PLATFORM.RateLimiter };

/** the conversation's members and counters, as a send locks them */
interface LockedConversationRow {
  buyer_id: string;
  seller_id: string;
  last_seq: number;
  buyer_read_seq: number;
  seller_read_seq: number;
  buyer_unread: number;
  seller_unread: number;
}

/**
 * The busiest write of the site, in few statements and no entity tracking (decision 0079): lock the
 * conversation; one read of everything the send must know; one statement for the conversation's
 * counters, the message, the recipient's notification and both members' events.
 */
export class SendMessageHandler
  extends UsesDependencies<typeof needs>
  implements CommandHandler<SendMessageRequest & { conversationId: string }, SendMessageResult>
{
  async execute(
    { conversationId, body, clientId, attachments: attachmentIds }: SendMessageRequest & { conversationId: string },
    context: CommandContext,
  ): Promise<SendMessageResult> {
    const { clock, identity, realtime, limiter } = this.deps;
    const { em } = context;
    const { userId } = requireActor(context.actor);
    if (!isUuid(conversationId)) throw new NotInConversationError();
    // sends in one conversation take turns until commit: numbers stay gapless and a retry finds the first attempt
    const [locked] = await em.execute<LockedConversationRow[]>(
      `select buyer_id, seller_id, last_seq, buyer_read_seq, seller_read_seq, buyer_unread, seller_unread
         from engagement.conversations where id = ? for update`,
      [conversationId],
    );
    const conversation = locked && conversationOf(conversationId, locked);
    if (!conversation?.roleOf(userId)) throw new NotInConversationError();
    const recipientId = conversation.otherMemberOf(userId);
    // read after the lock was granted, so a retry that waited for the first attempt sees its message; the
    // recipient's unread notification about the conversation, if any, is locked too: it stays unread until
    // commit, so the write below refreshes it (and a new one could only come from a send here, which waits)
    const [before] = await em.execute<
      Array<{ sent_id: string | null; unread_notification_id: string | null } & MayMessageRow & UnreadCountsRow>
    >(
      `select (select id from engagement.messages where sender_id = members.sender and client_id = ?) as sent_id,
              ${MAY_MESSAGE_COLUMNS}, ${unreadCountsColumns('members.recipient')},
              (select id from engagement.notifications
                where user_id = members.recipient and subject = ? and read_at is null for update) as unread_notification_id
         from (select ?::uuid as sender, ?::uuid as recipient) members`,
      [clientId, conversationSubject(conversationId), userId, recipientId],
    );
    if (before.sent_id) return this.#answerRetry(em, before.sent_id, conversationId);
    refuseUnlessMayMessage(userId, before);
    const [, [sender], inApp] = await Promise.all([
      limiter.hit(MESSAGING_LIMITS.messagesPerMinute, userId),
      identity.getProfiles([userId]),
      membersWantingInApp(identity, [recipientId], 'message'),
    ]);
    // locked, so the cleanup of unsent uploads skips them and a second send of the same one waits and is refused
    const attachments = attachmentIds.length
      ? await em.find(
          MessageAttachment,
          { id: { $in: attachmentIds } },
          { lockMode: LockMode.PESSIMISTIC_WRITE, orderBy: { uploadedAt: 'asc', id: 'asc' } },
        )
      : [];
    if (attachments.length !== attachmentIds.length || attachments.some((attachment) => !attachment.canBeSentBy(userId, conversationId))) {
      throw new AttachmentUnavailableError();
    }

    const now = clock.now();
    const message = conversation.append(userId, body, clientId, now);
    const view = message.toView(attachments.map((attachment) => attachment.toView()));
    const notice = inApp.has(recipientId) ? messageNotification(sender ?? null, view) : null;
    // the unread notification locked above is refreshed, keeping its id; otherwise one is raised under this id
    const notification =
      notice && Object.assign(Notification.create(recipientId, notice, now), { id: before.unread_notification_id ?? newId() });
    const notified = notification && upsertNotifications([{ userId: recipientId, content: notice, id: notification.id }], now);
    // the recipient's badges: one more unread message, and one more notification unless an unread one is refreshed
    const { unreadMessages, unreadNotifications } = unreadCountsOf(before);
    const raised = notification && !before.unread_notification_id ? 1 : 0;
    const counts = { unreadMessages: unreadMessages + 1, unreadNotifications: unreadNotifications + raised };
    // the conversation's counters, the message and the notification, in the events' statement
    const events = await appendUserEvents(em, now, messageEvents(view, recipientId, notification?.toView() ?? null, counts), {
      ctes: `conversation as (
               update engagement.conversations
                  set last_seq = ?, last_activity_at = ?, buyer_read_seq = ?, seller_read_seq = ?, buyer_unread = ?, seller_unread = ?
                where id = ?
             ),
             message as (
               insert into engagement.messages (id, conversation_id, seq, sender_id, body, client_id, created_at) values (?, ?, ?, ?, ?, ?, ?)
             )${notified ? `, notification as (${notified.sql})` : ''}`,
      params: [
        conversation.lastSeq,
        now,
        conversation.buyerReadSeq,
        conversation.sellerReadSeq,
        conversation.buyerUnread,
        conversation.sellerUnread,
        conversationId,
        message.id,
        conversationId,
        message.seq,
        userId,
        body,
        clientId,
        now,
        ...(notified?.params ?? []),
      ],
    });
    if (attachments.length) {
      for (const attachment of attachments) attachment.sendIn(message.id);
      await em.flush();
    }
    context.afterCommit(() => realtime.publish(events));
    return { message: view, created: true };
  }

  /** The same clientId was sent before: the message stored then, unless it went to another conversation. */
  async #answerRetry(em: CommandContext['em'], messageId: string, conversationId: string): Promise<SendMessageResult> {
    const sent = await em.findOneOrFail(Message, { id: messageId });
    if (sent.conversationId !== conversationId) throw new NotInConversationError();
    const sentAttachments = await em.find(MessageAttachment, { messageId: sent.id }, { orderBy: { uploadedAt: 'asc', id: 'asc' } });
    return { message: sent.toView(sentAttachments.map((attachment) => attachment.toView())), created: false };
  }
}

/** A detached conversation with what a send changes: its counters are written by the send's own statement. */
function conversationOf(id: string, row: LockedConversationRow): Conversation {
  return Object.assign(new Conversation(), {
    id,
    buyerId: row.buyer_id,
    sellerId: row.seller_id,
    lastSeq: row.last_seq,
    buyerReadSeq: row.buyer_read_seq,
    sellerReadSeq: row.seller_read_seq,
    buyerUnread: row.buyer_unread,
    sellerUnread: row.seller_unread,
  });
}

export const sendMessage = handlesCommand(SendMessage, needs, SendMessageHandler, [
  http(SendMessage, {
    method: 'post',
    path: '/api/conversations/:id/messages',
    tag: MESSAGING_TAG,
    summary: 'Send a message',
    description: 'Sent (201), or the message already sent with the same `clientId` (200).',
    access: 'member',
    rateLimit: MESSAGING_WRITE_LIMIT,
    body: sendMessageRequestSchema,
    invalid: 'Invalid message',
    input: (request) => ({ ...request.body, ...byConversationId(request) }),
    status: 201,
    alsoAnswers: [200],
    response: messageSchema,
    reply: ({ message, created }) => ({ status: created ? 201 : 200, body: message }),
    errors: [403, 404, 422],
  }),
]);
