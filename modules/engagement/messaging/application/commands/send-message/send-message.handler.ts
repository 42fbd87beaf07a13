import { LockMode } from '@mikro-orm/core';
import { IDENTITY_API } from '../../../../../identity/contracts/api.ts';
import { requireActor, type CommandContext, type CommandHandler } from '../../../../../shared/kernel/bus.ts';
import { isUuid } from '../../../../../shared/kernel/ids.ts';
import { PLATFORM } from '../../../../../shared/kernel/tokens.ts';
import { handlesCommand, http, UsesDependencies } from '../../../../../shared/kernel/use-case.ts';
import { messageSchema, sendMessageRequestSchema } from '../../../../contracts/messaging.ts';
import { MESSAGING_TAG, MESSAGING_WRITE_LIMIT, byConversationId } from '../../http.ts';
import type { SendMessageRequest } from '../../../../contracts/messaging.ts';
import { Conversation } from '../../../domain/conversation.entity.ts';
import { Message } from '../../../domain/message.entity.ts';
import { MessageAttachment } from '../../../domain/message-attachment.entity.ts';
import { AttachmentUnavailableError, NotInConversationError } from '../../../domain/messaging.errors.ts';
import { priorSendAndMayMessage, refuseUnlessMayMessage } from '../../blocks.ts';
import { deliverMessage } from '../../deliver-message.ts';
import { MESSAGING_LIMITS } from '../../limits.ts';
import { REALTIME_PUBLISHER } from '../../user-events.ts';
import { SendMessage, type SendMessageResult } from './send-message.command.ts';

const needs = { clock: PLATFORM.Clock, identity: IDENTITY_API, realtime: REALTIME_PUBLISHER, limiter: PLATFORM.RateLimiter };

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
    const conversation = await em.findOne(Conversation, { id: conversationId }, { lockMode: LockMode.PESSIMISTIC_WRITE });
    if (!conversation?.roleOf(userId)) throw new NotInConversationError();
    const recipientId = conversation.otherMemberOf(userId);
    const { sentMessageId, ...mayMessage } = await priorSendAndMayMessage(em, { senderId: userId, recipientId, clientId });
    if (sentMessageId) return this.#answerRetry(em, sentMessageId, conversation.id);
    refuseUnlessMayMessage(userId, mayMessage);
    await limiter.hit(MESSAGING_LIMITS.messagesPerMinute, userId);
    // locked, so the cleanup of unsent uploads skips them and a second send of the same one waits and is refused
    const attachments = attachmentIds.length
      ? await em.find(
          MessageAttachment,
          { id: { $in: attachmentIds } },
          { lockMode: LockMode.PESSIMISTIC_WRITE, orderBy: { uploadedAt: 'asc', id: 'asc' } },
        )
      : [];
    if (attachments.length !== attachmentIds.length || attachments.some((attachment) => !attachment.canBeSentBy(userId, conversation.id))) {
      throw new AttachmentUnavailableError();
    }

    const now = clock.now();
    const message = conversation.append(userId, body, clientId, now);
    for (const attachment of attachments) attachment.sendIn(message.id);
    em.persist(message);
    await em.flush();
    const views = attachments.map((attachment) => attachment.toView());
    await deliverMessage(context, { identity, realtime, now }, conversation, message, views);
    return { message: message.toView(views), created: true };
  }

  /** The same clientId was sent before: the message stored then, unless it went to another conversation. */
  async #answerRetry(em: CommandContext['em'], messageId: string, conversationId: string): Promise<SendMessageResult> {
    const sent = await em.findOneOrFail(Message, { id: messageId });
    if (sent.conversationId !== conversationId) throw new NotInConversationError();
    const sentAttachments = await em.find(MessageAttachment, { messageId: sent.id }, { orderBy: { uploadedAt: 'asc', id: 'asc' } });
    return { message: sent.toView(sentAttachments.map((attachment) => attachment.toView())), created: false };
  }
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
