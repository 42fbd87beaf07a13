import type { IntegrationEvent } from '../../../../shared/kernel/events.ts';
import type { Subscriber, SubscriberContext } from '../../../../shared/kernel/module.ts';
import { ListingDeleted } from '../../../../listings/contracts/events.ts';
import { FavoriteRemoved } from '../../../contracts/events.ts';

/**
 * A deleted listing is nobody's favorite any more: its favorites are removed, each with a
 * FavoriteRemoved event. Idempotent: the inbox skips a redelivery, and a second run finds nothing.
 */
export class OnListingDeleted implements Subscriber {
  async handle(event: IntegrationEvent, { em, publish }: SubscriberContext): Promise<void> {
    if (!ListingDeleted.is(event)) return;
    const propertyId = event.payload.id;
    const removed = await em.execute<Array<{ user_id: string }>>(
      'delete from engagement.favorites where property_id = ? returning user_id',
      [propertyId],
    );
    for (const { user_id: userId } of removed) publish(FavoriteRemoved.create(propertyId, { userId, propertyId }));
  }
}
