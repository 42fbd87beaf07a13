import { ConversationStarted } from '../../../contracts/events.ts';
import { BILLING_API, type BillingApi } from '../../../../billing/contracts/api.ts';
import { assertWithinPlan } from '../../../../billing/contracts/plan-limits.ts';
import { IDENTITY_API, type IdentityApi } from '../../../../identity/contracts/api.ts';
import { LISTINGS_API, type ListingsApi } from '../../../../listings/contracts/api.ts';
import { requireActor, type CommandContext, type CommandHandler } from '../../../../shared/kernel/bus.ts';
import type { Clock } from '../../../../shared/kernel/clock.ts';
import type { RateLimiter } from '../../../../shared/kernel/rate-limit.ts';
import { PLATFORM } from '../../../../shared/kernel/tokens.ts';
import { lockUsage } from '../../../../shared/kernel/usage-lock.ts';
import { handlesCommand } from '../../../../shared/kernel/use-case.ts';
import { startOfUtcMonth } from '../../../../shared/kernel/utc-dates.ts';
import { CONTACTS_LIMIT_MESSAGE, type StartConversationRequest } from '../../../contracts/messaging.ts';
import { Conversation } from '../../../domain/conversation.entity.ts';
import { Message } from '../../../domain/message.entity.ts';
import { ContactPropertyNotFoundError, OwnListingContactError } from '../../../domain/messaging.errors.ts';
import { assertNotBlocked } from '../../messaging/blocks.ts';
import { ConversationViews } from '../../messaging/conversation-views.ts';
import { deliverMessage } from '../../messaging/deliver-message.ts';
import { MESSAGING_LIMITS } from '../../messaging/limits.ts';
import { REALTIME_PUBLISHER, type RealtimePublisher } from '../../realtime/user-events.ts';
import { StartConversation, type StartConversationResult } from './start-conversation.command.ts';

export class StartConversationHandler implements CommandHandler<StartConversationRequest, StartConversationResult> {
  readonly #clock: Clock;
  readonly #listings: ListingsApi;
  readonly #billing: BillingApi;
  readonly #identity: IdentityApi;
  readonly #realtime: RealtimePublisher;
  readonly #limiter: RateLimiter;
  readonly #views: ConversationViews;

  constructor(clock: Clock, listings: ListingsApi, billing: BillingApi, identity: IdentityApi, realtime: RealtimePublisher, limiter: RateLimiter) {
    this.#clock = clock;
    this.#listings = listings;
    this.#billing = billing;
    this.#identity = identity;
    this.#realtime = realtime;
    this.#limiter = limiter;
    this.#views = new ConversationViews(listings, identity);
  }

  async execute({ propertyId, message: body, clientId }: StartConversationRequest, context: CommandContext): Promise<StartConversationResult> {
    const { em } = context;
    const { userId } = requireActor(context.actor);
    // one buyer's contacts run one at a time until commit: the month's count cannot be raced, and a
    // retry waits for the first attempt and then finds its message
    await lockUsage(em, 'engagement.contacts', userId);
    const sent = await em.findOne(Message, { senderId: userId, clientId });
    if (sent) {
      const conversation = await em.findOneOrFail(Conversation, { id: sent.conversationId });
      return { conversation: await this.#views.one(em, userId, conversation), message: sent.toView(), opened: false };
    }

    const now = this.#clock.now();
    let conversation = await em.findOne(Conversation, { propertyId, buyerId: userId });
    let opened = false;
    if (conversation) {
      await assertNotBlocked(em, userId, conversation.sellerId);
    } else {
      const [listing] = await this.#listings.getCards([propertyId]);
      if (!listing?.isPublic) throw new ContactPropertyNotFoundError();
      if (listing.ownerId === userId) throw new OwnListingContactError();
      await assertNotBlocked(em, userId, listing.ownerId);
      const sellers = await em.execute<Array<{ seller_id: string }>>(
        'select distinct seller_id from engagement.conversations where buyer_id = ? and created_at >= ?',
        [userId, startOfUtcMonth(now)],
      );
      if (!sellers.some((row) => row.seller_id === listing.ownerId)) {
        assertWithinPlan(await this.#billing.entitlements(userId), 'contactsPerMonth', sellers.length, () => CONTACTS_LIMIT_MESSAGE);
      }
      await this.#limiter.hit(MESSAGING_LIMITS.newConversationsPerHour, userId);
      conversation = Conversation.open({ propertyId, buyerId: userId, sellerId: listing.ownerId, listingTitle: listing.title, now });
      em.persist(conversation);
      opened = true;
    }
    await this.#limiter.hit(MESSAGING_LIMITS.messagesPerMinute, userId);
    const message = conversation.append(userId, body, clientId, now);
    em.persist(message);
    await em.flush();
    if (opened) {
      const { id, sellerId, listingTitle } = conversation;
      context.publish(ConversationStarted.create(id, { propertyId, buyerId: userId, sellerId, listingTitle }));
    }
    await deliverMessage(context, { identity: this.#identity, realtime: this.#realtime, now }, conversation, message);
    return { conversation: await this.#views.one(em, userId, conversation), message: message.toView(), opened };
  }
}

export const startConversation = handlesCommand(
  StartConversation,
  [PLATFORM.Clock, LISTINGS_API, BILLING_API, IDENTITY_API, REALTIME_PUBLISHER, PLATFORM.RateLimiter],
  (clock, listings, billing, identity, realtime, limiter) => new StartConversationHandler(clock, listings, billing, identity, realtime, limiter),
);
