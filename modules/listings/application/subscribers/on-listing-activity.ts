import { ConversationStarted, FavoriteAdded, ListingMatchedSearches } from '../../../engagement/contracts/events.ts';
import { SellerLeadAssigned, SellerLeadCaptured, SellerLeadClaimed } from '../../../leads/contracts/events.ts';
import type { IntegrationEvent } from '../../../shared/kernel/events.ts';
import type { Subscriber, SubscriberContext } from '../../../shared/kernel/module.ts';
import { ListingViewed } from '../../contracts/events.ts';

export const LISTING_ACTIVITY_EVENTS = [
  ListingViewed,
  FavoriteAdded,
  ConversationStarted,
  ListingMatchedSearches,
  SellerLeadClaimed,
  SellerLeadCaptured,
  SellerLeadAssigned,
];

type ListingMetric = 'views' | 'favorites' | 'inquiries' | 'matches';

/**
 * Seller analytics' daily series (decision 0032): each event adds to its listing's metric for the UTC
 * day it happened (one, or the number of saved searches matched), or one to the seller's leads of that day. The inbox delivers each event once, and
 * increments commute, so the order events arrive in does not matter.
 */
export class OnListingActivity implements Subscriber {
  async handle(event: IntegrationEvent, { em }: SubscriberContext): Promise<void> {
    const day = event.occurredAt.slice(0, 10);
    if (SellerLeadClaimed.is(event) || SellerLeadCaptured.is(event) || SellerLeadAssigned.is(event)) {
      await em.execute(
        `insert into listings.seller_daily_leads (owner_id, day, leads) values (?, ?, 1)
         on conflict (owner_id, day) do update set leads = listings.seller_daily_leads.leads + 1`,
        [event.payload.sellerId, day],
      );
      return;
    }
    const target = listingMetricOf(event);
    if (!target) return;
    // the listing's owner from this module's own table; a listing deleted since has no series
    await em.execute(
      `insert into listings.listing_daily_stats (property_id, owner_id, day, ${target.metric})
       select id, owner_id, ?, ? from listings.properties where id = ?
       on conflict (property_id, day) do update set ${target.metric} = listings.listing_daily_stats.${target.metric} + excluded.${target.metric}`,
      [day, target.amount, target.propertyId],
    );
  }
}

function listingMetricOf(event: IntegrationEvent): { propertyId: string; metric: ListingMetric; amount: number } | null {
  if (ListingViewed.is(event)) return { propertyId: event.payload.id, metric: 'views', amount: 1 };
  if (FavoriteAdded.is(event)) return { propertyId: event.payload.propertyId, metric: 'favorites', amount: 1 };
  // a conversation about a listing is an inquiry; conversations about other things carry no listing
  if (ConversationStarted.is(event) && event.payload.propertyId)
    return { propertyId: event.payload.propertyId, metric: 'inquiries', amount: 1 };
  if (ListingMatchedSearches.is(event)) return { propertyId: event.payload.propertyId, metric: 'matches', amount: event.payload.matches };
  return null;
}
