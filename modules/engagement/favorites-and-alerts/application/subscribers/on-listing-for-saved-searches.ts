import { IDENTITY_API } from '../../../../identity/contracts/api.ts';
import { ListingDeleted, ListingPublished, ListingUpdated, type ListingSnapshot } from '../../../../listings/contracts/events.ts';
import type { IntegrationEvent } from '../../../../shared/kernel/events.ts';
import type { Subscriber, SubscriberContext } from '../../../../shared/kernel/module.ts';
import { quoted } from '../../../../shared/kernel/text.ts';
import { ListingMatchedSearches } from '../../../contracts/events.ts';
import type { MatchReason } from '../../../contracts/saved-searches.ts';
import { digestSchedules, mailDueAt } from '../digest-time.ts';
import { matchableListing, SAVED_SEARCH_MATCHER, type MatchedSearch } from '../saved-search-matching.ts';
import { notifyMany } from '../../../messaging/application/notify.ts';
import { appendUserEvents, unreadCounts, REALTIME_PUBLISHER, type UserEvent } from '../../../messaging/application/user-events.ts';
import { PLATFORM } from '../../../../shared/kernel/tokens.ts';
import { UsesDependencies } from '../../../../shared/kernel/use-case.ts';

const REASON_TITLES: Record<MatchReason, string> = { new: 'New match', 'price-drop': 'Price drop', back: 'Back on the market' };

/** Why this event can bring a listing to saved searches, or null when it cannot. */
function alertReason(event: IntegrationEvent): { listing: ListingSnapshot; reason: MatchReason } | null {
  if (ListingPublished.is(event)) {
    const { previousStatus } = event.payload;
    if (previousStatus === 'active') return null; // renewed: nothing new for buyers
    return { listing: event.payload, reason: previousStatus && previousStatus !== 'draft' ? 'back' : 'new' };
  }
  if (ListingUpdated.is(event)) {
    const { previousPriceCents, priceCents } = event.payload;
    return previousPriceCents !== undefined && priceCents < previousPriceCents ? { listing: event.payload, reason: 'price-drop' } : null;
  }
  return null;
}

export const onListingForSavedSearchesNeeds = {
  clock: PLATFORM.Clock,
  identity: IDENTITY_API,
  realtime: REALTIME_PUBLISHER,
  matcher: SAVED_SEARCH_MATCHER,
};

/**
 * Matches a listing that came on the market, came back, or got cheaper against the saved searches
 * (decisions 0024 and 0028: the host's in-memory matcher, caught up with Postgres first) and records
 * each match once per search and listing; a match is recorded again only at a lower price. A
 * listing's new matches are announced for the seller's analytics (`ListingMatchedSearches`). A
 * recorded match of an alerting search rings the member's bell and is queued for mail (now, or at
 * their daily digest). Redeliveries are skipped by the inbox, and the upsert itself sends nothing twice.
 */
export class OnListingForSavedSearches extends UsesDependencies<typeof onListingForSavedSearchesNeeds> implements Subscriber {
  async handle(event: IntegrationEvent, context: SubscriberContext): Promise<void> {
    if (ListingDeleted.is(event)) {
      await context.em.execute('delete from engagement.saved_search_matches where property_id = ?', [event.payload.id]);
      return;
    }
    const trigger = alertReason(event);
    // a suspended seller's listings (decision 0049) and listings in review (0055) are off public view: nothing to announce
    if (!trigger || trigger.listing.status !== 'active' || trigger.listing.sellerSuspended || trigger.listing.review) return;
    const { listing, reason } = trigger;
    const matched = await this.deps.matcher.matching(context.em, matchableListing(listing), listing.ownerId);
    if (matched.length === 0) return;

    const recorded = await this.#record(context, listing, reason, matched);
    if (recorded.size > 0)
      context.publish(
        ListingMatchedSearches.create(listing.id, { propertyId: listing.id, ownerId: listing.ownerId, matches: recorded.size }),
      );
    const alerting = matched.filter((search) => recorded.has(search.id) && search.alerts !== 'off' && !search.alertsPaused);
    await this.#ringBells(context, listing, reason, alerting);
  }

  /** Upserts the matches; answers the ids of the searches whose match is new or at a lower price. */
  async #record({ em }: SubscriberContext, listing: ListingSnapshot, reason: MatchReason, matched: MatchedSearch[]): Promise<Set<string>> {
    const now = this.deps.clock.now();
    const schedules = await digestSchedules(em, [
      ...new Set(matched.filter((search) => search.alerts === 'daily').map((search) => search.userId)),
    ]);
    const rows = matched.map((search) => [
      search.id,
      listing.id,
      search.userId,
      reason,
      listing.priceCents,
      now,
      mailDueAt(search.alerts, search.alertsPaused, schedules.get(search.userId)!, now),
    ]);
    // a search deleted on another host since the matcher caught up is left out, not a foreign-key error
    const inserted = await em.execute<Array<{ saved_search_id: string }>>(
      `insert into engagement.saved_search_matches (saved_search_id, property_id, user_id, reason, price_cents, matched_at, mail_due_at)
       select * from (values ${rows.map(() => '(?::uuid, ?::uuid, ?::uuid, ?, ?::bigint, ?::timestamptz, ?::timestamptz)').join(', ')}) as matched
       where exists (select 1 from engagement.saved_searches s where s.id = matched.column1)
       on conflict (saved_search_id, property_id) do update
         set reason = 'price-drop', price_cents = excluded.price_cents, matched_at = excluded.matched_at,
             mail_due_at = excluded.mail_due_at, mailed_at = null
         where engagement.saved_search_matches.price_cents > excluded.price_cents
       returning saved_search_id`,
      rows.flat(),
    );
    return new Set(inserted.map((row) => row.saved_search_id));
  }

  /** One notification per search, refreshed while unread, so a busy search does not flood the bell; a few queries for any number of members. */
  async #ringBells(
    { em, afterCommit }: SubscriberContext,
    listing: ListingSnapshot,
    reason: MatchReason,
    searches: MatchedSearch[],
  ): Promise<void> {
    const now = this.deps.clock.now();
    const price = `$${Math.round(listing.priceCents / 100).toLocaleString('en-US')}`;
    const notifications = await notifyMany(
      em,
      this.deps.identity,
      searches.map((search) => ({
        userId: search.userId,
        content: {
          kind: 'saved-search-match' as const,
          title: `${REASON_TITLES[reason]} for ${quoted(search.name)}`,
          body: `${listing.title} · ${listing.city}, ${listing.state} · ${price}`,
          link: `/property/${listing.id}`,
          subject: `saved-search:${search.id}`,
        },
      })),
      now,
    );
    const events: Array<{ userId: string; event: UserEvent['event'] }> = notifications.map((notification) => ({
      userId: notification.userId,
      event: { type: 'notification', notification: notification.toView() },
    }));
    for (const userId of new Set(notifications.map((notification) => notification.userId))) {
      events.push({ userId, event: { type: 'counts', counts: await unreadCounts(em, userId) } });
    }
    const stored = await appendUserEvents(em, now, events);
    afterCommit(() => this.deps.realtime.publish(stored));
  }
}
