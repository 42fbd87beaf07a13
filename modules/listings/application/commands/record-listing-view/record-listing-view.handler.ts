import type { CommandContext, CommandHandler } from '../../../../shared/kernel/bus.ts';
import type { Clock } from '../../../../shared/kernel/clock.ts';
import { isUuid } from '../../../../shared/kernel/ids.ts';
import type { KeyValue } from '../../../../shared/kernel/key-value.port.ts';
import { ListingViewed } from '../../../contracts/events.ts';
import { PUBLIC_STATUSES, type ListingStatus } from '../../../contracts/http.ts';
import { ListingNotFoundError } from '../../../domain/listing.errors.ts';
import type { RecordListingViewInput, RecordListingViewResult } from './record-listing-view.command.ts';

const DAY_MS = 86_400_000;

export class RecordListingViewHandler implements CommandHandler<RecordListingViewInput, RecordListingViewResult> {
  readonly #kv: KeyValue;
  readonly #clock: Clock;

  constructor(kv: KeyValue, clock: Clock) {
    this.#kv = kv;
    this.#clock = clock;
  }

  async execute({ id, visitorId }: RecordListingViewInput, { em, actor, publish }: CommandContext): Promise<RecordListingViewResult> {
    const [listing] = isUuid(id)
      ? await em.execute<Array<{ owner_id: string; status: ListingStatus; view_count: number }>>(
          'select owner_id, status, view_count from listings.properties where id = ?',
          [id],
        )
      : [];
    const mayLook = listing && (PUBLIC_STATUSES.includes(listing.status) || actor?.isAdmin || actor?.userId === listing.owner_id);
    if (!listing || !mayLook) throw new ListingNotFoundError();
    const unchanged = { counted: false, viewCount: Number(listing.view_count) };
    if (!PUBLIC_STATUSES.includes(listing.status) || actor?.userId === listing.owner_id) return unchanged;

    const now = this.#clock.now();
    const day = now.toISOString().slice(0, 10);
    const endOfDay = Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate()) + DAY_MS;
    const ttlSeconds = Math.ceil((endOfDay - now.getTime()) / 1000) + 60;
    const first = await this.#kv.setIfAbsent(`listings:viewed:${day}:${id}:${visitorId}`, '1', { ttlSeconds });
    if (!first) return unchanged;

    const [row] = await em.execute<Array<{ view_count: number }>>(
      'update listings.properties set view_count = view_count + 1 where id = ? returning view_count',
      [id],
    );
    const viewCount = Number(row.view_count);
    publish(ListingViewed.create(id, { id, ownerId: listing.owner_id, viewCount }));
    return { counted: true, viewCount };
  }
}
