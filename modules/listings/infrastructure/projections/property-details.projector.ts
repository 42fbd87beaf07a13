import type { IntegrationEvent } from '../../../shared/kernel/events.ts';
import type { KeyValue } from '../../../shared/kernel/key-value.port.ts';
import type { Subscriber } from '../../../shared/kernel/module.ts';
import type { PropertyDetails } from '../../application/read-models/property-detail.ts';
import { ListingDeleted, ListingViewed, SNAPSHOT_EVENTS, type ListingSnapshot } from '../../contracts/events.ts';
import { DELETED_VERSION, VersionGuard } from './version-guard.ts';

export const DETAILS_PREFIX = 'listings:property:';
export const detailsKey = (id: string) => `${DETAILS_PREFIX}${id}`;
/** where deleted listings are remembered, so a late snapshot does not bring one back */
export const DETAILS_DELETED_PREFIX = 'listings:property-deleted:';

/** Keeps every listing's latest snapshot (any status) in the key-value store for the detail page. */
export class PropertyDetailsProjector implements Subscriber, PropertyDetails {
  private readonly kv: KeyValue;
  private readonly deleted: VersionGuard;

  constructor(kv: KeyValue) {
    this.kv = kv;
    this.deleted = new VersionGuard(kv, DETAILS_DELETED_PREFIX);
  }

  async handle(event: IntegrationEvent): Promise<void> {
    for (const type of SNAPSHOT_EVENTS) if (type.is(event)) return this.apply(event.payload);
    if (ListingDeleted.is(event)) {
      await this.deleted.remember(event.payload.id, DELETED_VERSION);
      await this.kv.delete(detailsKey(event.payload.id));
    }
    if (ListingViewed.is(event)) {
      const stored = await this.get(event.payload.id);
      if (stored && stored.viewCount < event.payload.viewCount) {
        await this.kv.set(detailsKey(stored.id), JSON.stringify({ ...stored, viewCount: event.payload.viewCount }));
      }
    }
  }

  /** Writes the snapshot unless a newer version is already there (or the listing was deleted). */
  async apply(event: ListingSnapshot): Promise<void> {
    // status changes and edits also carry what was before and why; the detail keeps the snapshot only
    const {
      previousStatus: _previous,
      reason: _reason,
      previousPriceCents: _previousPrice,
      ...listing
    } = event as ListingSnapshot & { previousStatus?: unknown; reason?: unknown; previousPriceCents?: unknown };
    const stored = await this.get(listing.id);
    if (stored && stored.version > listing.version) return;
    if (await this.deleted.isStale(listing.id, listing.version)) return;
    // a view counted meanwhile may be newer than the snapshot's count
    const viewCount = Math.max(listing.viewCount, stored?.viewCount ?? 0);
    await this.kv.set(detailsKey(listing.id), JSON.stringify({ ...listing, viewCount }));
  }

  async get(id: string): Promise<ListingSnapshot | null> {
    const raw = await this.kv.get(detailsKey(id));
    return raw ? (JSON.parse(raw) as ListingSnapshot) : null;
  }
}
