import type { IntegrationEvent } from '../../../shared/kernel/events.ts';
import type { KeyValue } from '../../../shared/kernel/key-value.port.ts';
import type { Subscriber } from '../../../shared/kernel/module.ts';
import { ListingDeleted, ListingPublished, type ListingSnapshot } from '../../contracts/events.ts';

export const DETAILS_PREFIX = 'listings:property:';
const detailsKey = (id: string) => `${DETAILS_PREFIX}${id}`;

/** Keeps every listing's latest snapshot (any status) in the key-value store for the detail page. */
export class PropertyDetailsProjector implements Subscriber {
  readonly #kv: KeyValue;

  constructor(kv: KeyValue) {
    this.#kv = kv;
  }

  async handle(event: IntegrationEvent): Promise<void> {
    if (ListingPublished.is(event)) await this.apply(event.payload);
    if (ListingDeleted.is(event)) await this.#kv.delete(detailsKey(event.payload.id));
  }

  /** Writes the snapshot unless a newer version is already there. */
  async apply(listing: ListingSnapshot): Promise<void> {
    const stored = await this.get(listing.id);
    if (stored && stored.version > listing.version) return;
    await this.#kv.set(detailsKey(listing.id), JSON.stringify(listing));
  }

  async get(id: string): Promise<ListingSnapshot | null> {
    const raw = await this.#kv.get(detailsKey(id));
    return raw ? (JSON.parse(raw) as ListingSnapshot) : null;
  }
}
