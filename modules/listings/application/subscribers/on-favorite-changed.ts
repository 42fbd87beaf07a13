import { FavoriteAdded, FavoriteRemoved } from '../../../engagement/contracts/events.ts';
import type { IntegrationEvent } from '../../../shared/kernel/events.ts';
import type { Subscriber, SubscriberContext } from '../../../shared/kernel/module.ts';

export const FAVORITE_EVENTS = [FavoriteAdded, FavoriteRemoved];

/**
 * Keeps how many users saved each listing (the seller's listings table shows it) from engagement's
 * events, so listings never calls engagement, which comes after it in the module order. Additions and
 * removals commute, and the inbox delivers each once, so the order they arrive in does not matter.
 */
export class OnFavoriteChanged implements Subscriber {
  async handle(event: IntegrationEvent, { em }: SubscriberContext): Promise<void> {
    const delta = FavoriteAdded.is(event) ? 1 : FavoriteRemoved.is(event) ? -1 : 0;
    if (delta === 0) return;
    const { propertyId } = event.payload as { propertyId: string };
    await em.execute(
      `insert into listings.favorite_counts (property_id, favorites) values (?, greatest(?, 0))
       on conflict (property_id) do update set favorites = greatest(listings.favorite_counts.favorites + ?, 0)`,
      [propertyId, delta, delta],
    );
  }
}
