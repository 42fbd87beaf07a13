import type { IntegrationEvent } from '../../../shared/kernel/events.ts';
import type { KeyValue } from '../../../shared/kernel/key-value.port.ts';
import type { Subscriber } from '../../../shared/kernel/module.ts';
import { ListingDeleted, ListingPublished, type ListingSnapshot } from '../../contracts/events.ts';

export const METRICS_PREFIX = 'listings:metrics:';
export const METRICS_TOTALS_KEY = `${METRICS_PREFIX}totals`;
export const METRICS_STATES_KEY = `${METRICS_PREFIX}states`;
const entryKey = (listingId: string) => `${METRICS_PREFIX}entry:${listingId}`;

/** What one listing contributes to the marketplace metrics. */
interface Contribution {
  priceCents: number;
  featured: boolean;
  state: string;
}

/**
 * Maintains the homepage metrics (total active listings, average price, featured deals, states)
 * as counters in the key-value store. Each listing's last contribution is remembered, so an update
 * applies only the difference and a redelivered event changes nothing.
 */
export class MarketMetricsProjector implements Subscriber {
  readonly #kv: KeyValue;

  constructor(kv: KeyValue) {
    this.#kv = kv;
  }

  async handle(event: IntegrationEvent): Promise<void> {
    if (ListingPublished.is(event)) await this.apply(event.payload);
    if (ListingDeleted.is(event)) await this.apply({ ...event.payload, status: 'withdrawn' });
  }

  async apply(listing: ListingSnapshot): Promise<void> {
    const key = entryKey(listing.id);
    const stored = await this.#kv.get(key);
    const previous: Contribution | null = stored ? JSON.parse(stored) : null;
    const next: Contribution | null =
      listing.status === 'active' ? { priceCents: listing.priceCents, featured: listing.featured, state: listing.state } : null;
    if (JSON.stringify(previous) === JSON.stringify(next)) return;

    if (previous) await this.#add(previous, -1);
    if (next) await this.#add(next, 1);
    if (next) await this.#kv.set(key, JSON.stringify(next));
    else await this.#kv.delete(key);
  }

  async #add(contribution: Contribution, sign: 1 | -1): Promise<void> {
    await this.#kv.hashIncrement(METRICS_TOTALS_KEY, 'listings', sign);
    await this.#kv.hashIncrement(METRICS_TOTALS_KEY, 'priceCents', sign * contribution.priceCents);
    if (contribution.featured) await this.#kv.hashIncrement(METRICS_TOTALS_KEY, 'featured', sign);
    await this.#kv.hashIncrement(METRICS_STATES_KEY, contribution.state, sign);
  }
}
