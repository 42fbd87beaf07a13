import type { CommandContext, CommandHandler } from '../../../../shared/kernel/bus.ts';
import { clientNetwork } from '../../../../shared/kernel/client-network.ts';
import { isUuid } from '../../../../shared/kernel/ids.ts';
import { PLATFORM } from '../../../../shared/kernel/tokens.ts';
import { handlesCommand, UsesDependencies } from '../../../../shared/kernel/use-case.ts';
import { nextUtcMidnight } from '../../../../shared/kernel/utc-dates.ts';
import { ListingViewed } from '../../../contracts/events.ts';
import { isOnPublicView, type ListingStatus, type ReviewState } from '../../../contracts/listing.ts';
import { ListingNotFoundError } from '../../../domain/listing.errors.ts';
import { RecordListingView, type RecordListingViewInput, type RecordListingViewResult } from './record-listing-view.command.ts';

const needs = { kv: PLATFORM.KeyValue, clock: PLATFORM.Clock };

export class RecordListingViewHandler
  extends UsesDependencies<typeof needs>
  implements CommandHandler<RecordListingViewInput, RecordListingViewResult>
{
  async execute(
    { id, visitorId, address }: RecordListingViewInput,
    { em, actor, publish }: CommandContext,
  ): Promise<RecordListingViewResult> {
    const [listing] = isUuid(id)
      ? await em.execute<
          Array<{ owner_id: string; status: ListingStatus; seller_suspended: boolean; review: ReviewState | null; view_count: number }>
        >('select owner_id, status, seller_suspended, review, view_count from listings.properties where id = ?', [id])
      : [];
    const onView = listing && isOnPublicView({ status: listing.status, sellerSuspended: listing.seller_suspended, review: listing.review });
    const mayLook = listing && (onView || actor?.isAdmin || (!listing.seller_suspended && actor?.userId === listing.owner_id));
    if (!listing || !mayLook) throw new ListingNotFoundError();
    const unchanged = { counted: false, viewCount: Number(listing.view_count) };
    if (!onView || actor?.userId === listing.owner_id) return unchanged;

    // a signed-in user counts once a day; a visitor once a day per cookie and per address, since a
    // cookie is free to drop or forge (the same address may be an office or a carrier's NAT: counted once)
    const network = actor || !address ? null : clientNetwork(address);
    if (!(await this.#firstToday(id, network ? [`address:${network}`, visitorId] : [visitorId]))) return unchanged;

    const [row] = await em.execute<Array<{ view_count: number }>>(
      'update listings.properties set view_count = view_count + 1 where id = ? returning view_count',
      [id],
    );
    const viewCount = Number(row.view_count);
    publish(ListingViewed.create(id, { id, ownerId: listing.owner_id, viewCount }));
    return { counted: true, viewCount };
  }

  /**
   * Claims each viewer key of the listing for today (UTC); true when none had been counted yet. A key
   * claimed before a later one turns out to be taken is released, so only counted views hold keys.
   */
  async #firstToday(id: string, viewers: string[]): Promise<boolean> {
    const { kv, clock } = this.deps;
    const now = clock.now();
    const day = now.toISOString().slice(0, 10);
    const ttlSeconds = Math.ceil((nextUtcMidnight(now).getTime() - now.getTime()) / 1000) + 60;
    const claimed: string[] = [];
    for (const viewer of viewers) {
      const key = `listings:viewed:${day}:${id}:${viewer}`;
      if (!(await kv.setIfAbsent(key, '1', { ttlSeconds }))) {
        if (claimed.length > 0) await kv.delete(...claimed);
        return false;
      }
      claimed.push(key);
    }
    return true;
  }
}

export const recordListingView = handlesCommand(RecordListingView, needs, RecordListingViewHandler);
