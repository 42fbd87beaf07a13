import type { IntegrationEvent } from '../../../shared/kernel/events.ts';
import type { KeyValue } from '../../../shared/kernel/key-value.port.ts';
import type { Subscriber } from '../../../shared/kernel/module.ts';
import { METRICS_PREFIX, METRICS_STATES_KEY, METRICS_TOTALS_KEY } from '../../application/read-models/market-metrics.ts';
import { ListingDeleted, SNAPSHOT_EVENTS, type ListingSnapshot } from '../../contracts/events.ts';
import { DELETED_VERSION, VersionGuard } from './version-guard.ts';

/** what each listing last contributed, so an update applies only the difference */
export const entryKey = (listingId: string) => `${METRICS_PREFIX}entry:${listingId}`;

/** What one listing contributes to the marketplace metrics. */
export interface Contribution {
  priceCents: number;
  featured: boolean;
  state: string;
}

/**
 * Maintains the homepage metrics (total active listings, average price, featured deals, states)
 * as counters in the key-value store. Each listing's last contribution is remembered, so an update
 * applies only the difference and a redelivered event changes nothing; only active listings count,
 * and a snapshot older than one already applied is ignored.
 */
export class MarketMetricsProjector implements Subscriber {
  private readonly kv: KeyValue;
  private readonly versions: VersionGuard;

  constructor(kv: KeyValue) {
    this.kv = kv;
    this.versions = new VersionGuard(kv, `${METRICS_PREFIX}version:`);
  }

  async handle(event: IntegrationEvent): Promise<void> {
    for (const type of SNAPSHOT_EVENTS) if (type.is(event)) return this.apply(event.payload);
    if (ListingDeleted.is(event)) await this.apply({ ...event.payload, status: 'withdrawn', version: DELETED_VERSION });
  }

  async apply(listing: ListingSnapshot): Promise<void> {
    if (await this.versions.isStale(listing.id, listing.version)) return;
    const key = entryKey(listing.id);
    const stored = await this.kv.get(key);
    const previous: Contribution | null = stored ? JSON.parse(stored) : null;
    const next = contributionOf(listing);
    if (JSON.stringify(previous) !== JSON.stringify(next)) {
      if (previous) await this.add(previous, -1);
      if (next) await this.add(next, 1);
      if (next) await this.kv.set(key, JSON.stringify(next));
      else await this.kv.delete(key);
    }
    await this.versions.remember(listing.id, listing.version);
  }

  private async add(contribution: Contribution, sign: 1 | -1): Promise<void> {
    await this.kv.hashIncrement(METRICS_TOTALS_KEY, 'listings', sign);
    await this.kv.hashIncrement(METRICS_TOTALS_KEY, 'priceCents', sign * contribution.priceCents);
    if (contribution.featured) await this.kv.hashIncrement(METRICS_TOTALS_KEY, 'featured', sign);
    await this.kv.hashIncrement(METRICS_STATES_KEY, contribution.state, sign);
  }
}

/** Only active listings on public view count: none of a suspended seller's, none in review. */
export function contributionOf(listing: ListingSnapshot): Contribution | null {
  return listing.status === 'active' && !listing.sellerSuspended && !listing.review
    ? { priceCents: listing.priceCents, featured: listing.featured, state: listing.state }
    : null;
}

/** Adds up contributions in memory, for a rebuild that writes the counters once. */
export class MetricsTotals {
  private listings = 0;
  private priceCents = 0;
  private featured = 0;
  private readonly states = new Map<string, number>();

  add(contribution: Contribution): void {
    this.listings++;
    this.priceCents += contribution.priceCents;
    if (contribution.featured) this.featured++;
    this.states.set(contribution.state, (this.states.get(contribution.state) ?? 0) + 1);
  }

  async write(kv: KeyValue): Promise<void> {
    await kv.hashSet(METRICS_TOTALS_KEY, {
      listings: String(this.listings),
      priceCents: String(this.priceCents),
      featured: String(this.featured),
    });
    if (this.states.size > 0)
      await kv.hashSet(METRICS_STATES_KEY, Object.fromEntries([...this.states].map(([state, count]) => [state, String(count)])));
  }
}
