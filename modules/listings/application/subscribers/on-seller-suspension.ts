import { UserChanged } from '../../../identity/contracts/events.ts';
import type { IntegrationEvent } from '../../../shared/kernel/events.ts';
import type { Subscriber, SubscriberContext } from '../../../shared/kernel/module.ts';
import { ListingUpdated } from '../../contracts/events.ts';
import { Property } from '../../domain/property.entity.ts';

export const SELLER_SUSPENSION_EVENTS = [UserChanged];

/**
 * Keeps the module's copy of whether each account is suspended (the newest account version wins, so
 * a late event changes nothing) and marks the seller's listings to match (decision 0049). Their
 * status is the seller's and stays as it was: each listing whose mark changed gets a new version and
 * a `ListingUpdated` snapshot, which takes it off (or puts it back on) search, the map, the metrics
 * and its public page. Redelivered, it finds nothing left to change.
 */
export class OnSellerSuspension implements Subscriber {
  async handle(event: IntegrationEvent, { em, publish }: SubscriberContext): Promise<void> {
    if (!UserChanged.is(event)) return;
    const { id: ownerId, version } = event.payload;
    await em.execute(
      `insert into listings.seller_suspensions (owner_id, suspended, account_version) values (?, ?, ?)
       on conflict (owner_id) do update set suspended = excluded.suspended, account_version = excluded.account_version
       where listings.seller_suspensions.account_version <= excluded.account_version`,
      [ownerId, event.payload.suspended ?? false, version],
    );
    const [{ suspended }] = await em.execute<Array<{ suspended: boolean }>>(
      'select suspended from listings.seller_suspensions where owner_id = ?',
      [ownerId],
    );
    const changed = await em.find(Property, { ownerId, sellerSuspended: !suspended });
    if (changed.length === 0) return;
    // not `updatedAt`: the seller changed nothing, and a reinstated listing is as it was
    for (const property of changed) property.sellerSuspended = suspended;
    await em.flush();
    for (const property of changed) publish(ListingUpdated.create(property.id, property.toSnapshot()));
  }
}
