import { LockMode } from '@mikro-orm/core';
import { IDENTITY_API, type IdentityApi } from '../../../../identity/contracts/api.ts';
import { requireActor, type CommandContext, type CommandHandler } from '../../../../shared/kernel/bus.ts';
import type { Clock } from '../../../../shared/kernel/clock.ts';
import { isUuid } from '../../../../shared/kernel/ids.ts';
import type { RateLimiter } from '../../../../shared/kernel/rate-limit.ts';
import { PLATFORM } from '../../../../shared/kernel/tokens.ts';
import { handlesCommand } from '../../../../shared/kernel/use-case.ts';
import type { SendMessageRequest } from '../../../contracts/messaging.ts';
import { Conversation } from '../../../domain/conversation.entity.ts';
import { Message } from '../../../domain/message.entity.ts';
import { NotInConversationError } from '../../../domain/messaging.errors.ts';
import { assertNotBlocked } from '../../messaging/blocks.ts';
import { deliverMessage } from '../../messaging/deliver-message.ts';
import { MESSAGING_LIMITS } from '../../messaging/limits.ts';
import { REALTIME_PUBLISHER, type RealtimePublisher } from '../../realtime/user-events.ts';
import { SendMessage, type SendMessageResult } from './send-message.command.ts';

export class SendMessageHandler implements CommandHandler<SendMessageRequest & { conversationId: string }, SendMessageResult> {
  readonly #clock: Clock;
  readonly #identity: IdentityApi;
  readonly #realtime: RealtimePublisher;
  readonly #limiter: RateLimiter;

  constructor(clock: Clock, identity: IdentityApi, realtime: RealtimePublisher, limiter: RateLimiter) {
    this.#clock = clock;
    this.#identity = identity;
    this.#realtime = realtime;
    this.#limiter = limiter;
  }

  async execute({ conversationId, body, clientId }: SendMessageRequest & { conversationId: string }, context: CommandContext): Promise<SendMessageResult> {
    const { em } = context;
    const { userId } = requireActor(context.actor);
    if (!isUuid(conversationId)) throw new NotInConversationError();
    // sends in one conversation take turns until commit: numbers stay gapless and a retry finds the first attempt
    const conversation = await em.findOne(Conversation, { id: conversationId }, { lockMode: LockMode.PESSIMISTIC_WRITE });
    if (!conversation?.roleOf(userId)) throw new NotInConversationError();
    const sent = await em.findOne(Message, { senderId: userId, clientId });
    if (sent) {
      if (sent.conversationId !== conversation.id) throw new NotInConversationError();
      return { message: sent.toView(), created: false };
    }
    await assertNotBlocked(em, userId, conversation.otherMemberOf(userId));
    await this.#limiter.hit(MESSAGING_LIMITS.messagesPerMinute, userId);

    const now = this.#clock.now();
    const message = conversation.append(userId, body, clientId, now);
    em.persist(message);
    await em.flush();
    await deliverMessage(context, { identity: this.#identity, realtime: this.#realtime, now }, conversation, message);
    return { message: message.toView(), created: true };
  }
}

export const sendMessage = handlesCommand(
  SendMessage,
  [PLATFORM.Clock, IDENTITY_API, REALTIME_PUBLISHER, PLATFORM.RateLimiter],
  (clock, identity, realtime, limiter) => new SendMessageHandler(clock, identity, realtime, limiter),
);
