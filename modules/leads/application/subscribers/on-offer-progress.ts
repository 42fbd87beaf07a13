import { BILLING_API } from '../../../billing/contracts/api.ts';
import { IDENTITY_API } from '../../../identity/contracts/api.ts';
import { LISTINGS_API } from '../../../listings/contracts/api.ts';
import type { IntegrationEvent } from '../../../shared/kernel/events.ts';
import type { Subscriber, SubscriberContext } from '../../../shared/kernel/module.ts';
import { PLATFORM } from '../../../shared/kernel/tokens.ts';
import { UsesDependencies } from '../../../shared/kernel/use-case.ts';
import { OfferAccepted, OfferMade, type OfferFacts } from '../../contracts/events.ts';
import { moveBuyerCard } from '../pipeline.ts';

export const onOfferProgressNeeds = { clock: PLATFORM.Clock, billing: BILLING_API, identity: IDENTITY_API, listings: LISTINGS_API };

/**
 * The seller's pipeline follows their listings' offers (decision 0067): an offer puts the buyer's card at
 * "Offer made", an acceptance at "Under contract" (a card of kind `offer` when the buyer had none). Only for
 * sellers whose plan includes the pipeline. Idempotent: a card only moves forward.
 */
export class OnOfferProgress extends UsesDependencies<typeof onOfferProgressNeeds> implements Subscriber {
  async handle(event: IntegrationEvent, { em }: SubscriberContext): Promise<void> {
    const stage = OfferMade.is(event) ? 'offer-made' : OfferAccepted.is(event) ? 'under-contract' : null;
    if (!stage) return;
    const { propertyId, sellerId, buyerId } = event.payload as OfferFacts;
    if (!(await this.deps.billing.entitlements(sellerId)).seller.pipelineAndLeads) return;
    const [[buyer], [listing]] = await Promise.all([this.deps.identity.getProfiles([buyerId]), this.deps.listings.getCards([propertyId])]);
    const buyerName = buyer ? `${buyer.firstName} ${buyer.lastName}`.trim() : '';
    const listingTitle = listing?.title || 'Offer';
    await moveBuyerCard(
      em,
      { sellerId, propertyId, buyerId, offerId: event.aggregateId, title: buyerName ? `${listingTitle} (${buyerName})` : listingTitle },
      stage,
      this.deps.clock.now(),
    );
  }
}
