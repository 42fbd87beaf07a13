import type { BillingApi } from '../../../billing/contracts/api.ts';
import type { IdentityApi } from '../../../identity/contracts/api.ts';
import type { Clock } from '../../../shared/kernel/clock.ts';
import { ConversationStarted } from '../../../engagement/contracts/events.ts';
import type { IntegrationEvent } from '../../../shared/kernel/events.ts';
import type { Subscriber, SubscriberContext } from '../../../shared/kernel/module.ts';
import { addCardToNew } from '../pipeline.ts';

/**
 * A buyer's inquiry on a seller's listing (engagement's `ConversationStarted`, whose aggregate is the
 * conversation) becomes a card in New of the seller's pipeline, when the seller's plan includes the
 * pipeline. Idempotent: the inbox delivers each event once, and a conversation has one card.
 */
export class OnConversationStarted implements Subscriber {
  readonly #clock: Clock;
  readonly #billing: BillingApi;
  readonly #identity: IdentityApi;

  constructor(clock: Clock, billing: BillingApi, identity: IdentityApi) {
    this.#clock = clock;
    this.#billing = billing;
    this.#identity = identity;
  }

  async handle(event: IntegrationEvent, { em }: SubscriberContext): Promise<void> {
    if (!ConversationStarted.is(event)) return;
    const { propertyId, buyerId, sellerId, listingTitle } = event.payload;
    if (!(await this.#billing.entitlements(sellerId)).seller.pipelineAndLeads) return;
    const [buyer] = await this.#identity.getProfiles([buyerId]);
    const buyerName = buyer ? `${buyer.firstName} ${buyer.lastName}`.trim() : '';
    await addCardToNew(
      em,
      {
        sellerId,
        kind: 'inquiry',
        sourceId: event.aggregateId,
        propertyId,
        title: buyerName ? `${listingTitle} (${buyerName})` : listingTitle || 'Buyer inquiry',
      },
      this.#clock.now(),
    );
  }
}
