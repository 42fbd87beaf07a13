import { BILLING_API } from '../../../billing/contracts/api.ts';
import { IDENTITY_API } from '../../../identity/contracts/api.ts';
import { ConversationStarted } from '../../../engagement/contracts/events.ts';
import type { IntegrationEvent } from '../../../shared/kernel/events.ts';
import type { Subscriber, SubscriberContext } from '../../../shared/kernel/module.ts';
import { addCardToNew } from '../pipeline.ts';
import { PLATFORM } from '../../../shared/kernel/tokens.ts';
import { UsesDependencies } from '../../../shared/kernel/use-case.ts';

export const onConversationStartedNeeds = { clock: PLATFORM.Clock, billing: BILLING_API, identity: IDENTITY_API };

/**
 * A buyer's inquiry on a seller's listing (engagement's `ConversationStarted`, whose aggregate is the
 * conversation) becomes a card in New of the seller's pipeline, when the seller's plan includes the
 * pipeline. Idempotent: the inbox delivers each event once, and a conversation has one card.
 */
export class OnConversationStarted extends UsesDependencies<typeof onConversationStartedNeeds> implements Subscriber {
  async handle(event: IntegrationEvent, { em }: SubscriberContext): Promise<void> {
    if (!ConversationStarted.is(event)) return;
    const { propertyId, buyerId, sellerId, listingTitle } = event.payload;
    if (!(await this.deps.billing.entitlements(sellerId)).seller.pipelineAndLeads) return;
    const [buyer] = await this.deps.identity.getProfiles([buyerId]);
    const buyerName = buyer ? `${buyer.firstName} ${buyer.lastName}`.trim() : '';
    await addCardToNew(
      em,
      {
        sellerId,
        kind: 'inquiry',
        sourceId: event.aggregateId,
        propertyId,
        buyerId,
        title: buyerName ? `${listingTitle} (${buyerName})` : listingTitle || 'Buyer inquiry',
      },
      this.deps.clock.now(),
    );
  }
}
