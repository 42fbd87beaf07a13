import { OfferMade } from '../../../../leads/contracts/events.ts';
import type { IntegrationEvent } from '../../../../shared/kernel/events.ts';
import type { Subscriber, SubscriberContext } from '../../../../shared/kernel/module.ts';

/**
 * Keeps each offer as one of its buyer's contacts (decision 0069), so a message to a seller the buyer made an
 * offer to this month is no new contact, and one to another seller counts the offer. Idempotent: the offer's
 * id is the row's key.
 */
export class OnOfferMade implements Subscriber {
  async handle(event: IntegrationEvent, { em }: SubscriberContext): Promise<void> {
    if (!OfferMade.is(event)) return;
    const { buyerId, sellerId, madeAt } = event.payload;
    await em.execute(
      'insert into engagement.offer_contacts (offer_id, buyer_id, seller_id, made_at) values (?, ?, ?, ?) on conflict (offer_id) do nothing',
      [event.aggregateId, buyerId, sellerId, new Date(madeAt ?? event.occurredAt)],
    );
  }
}
