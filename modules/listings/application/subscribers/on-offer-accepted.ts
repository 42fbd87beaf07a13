import { OfferAccepted } from '../../../leads/contracts/events.ts';
import type { IntegrationEvent } from '../../../shared/kernel/events.ts';
import type { Subscriber, SubscriberContext } from '../../../shared/kernel/module.ts';
import { ListingStatusChanged } from '../../contracts/events.ts';
import { Property } from '../../domain/property.entity.ts';

export const OFFER_EVENTS = [OfferAccepted];

/**
 * The seller (or the buyer, on the seller's counter) accepted an offer: the listing goes under contract,
 * as if the seller had marked it so, and leaves search. A listing no longer active (withdrawn or sold in
 * between, or a redelivery) is left as it is.
 */
export class OnOfferAccepted implements Subscriber {
  async handle(event: IntegrationEvent, { em, publish }: SubscriberContext): Promise<void> {
    if (!OfferAccepted.is(event)) return;
    const property = await em.findOne(Property, { id: event.payload.propertyId });
    if (property?.status !== 'active') return;
    property.markUnderContract(new Date(event.occurredAt));
    await em.flush();
    publish(ListingStatusChanged.create(property.id, { ...property.toSnapshot(), previousStatus: 'active', reason: 'seller' }));
  }
}
