import { BILLING_API } from '../../../../billing/contracts/api.ts';
import { assertWithinPlan } from '../../../../billing/contracts/plan-limits.ts';
import {
  ANALYTICS_UPGRADE_MESSAGE,
  analyticsQuerySchema,
  RANGE_DAYS,
  type AnalyticsQuery,
} from '../../../../listings/contracts/analytics.ts';
import { requireActor, type QueryContext, type QueryHandler } from '../../../../shared/kernel/bus.ts';
import { PLATFORM } from '../../../../shared/kernel/tokens.ts';
import { answersQuery, http, UsesDependencies } from '../../../../shared/kernel/use-case.ts';
import { addUtcDays, startOfUtcDay } from '../../../../shared/kernel/utc-dates.ts';
import { parseInput } from '../../../../shared/kernel/validation.ts';
import { offerAnalyticsSchema, type OfferAnalytics } from '../../../contracts/offers.ts';
import { OFFERS_TAG } from '../../http.ts';
import { GetOfferAnalytics } from './get-offer-analytics.query.ts';

const needs = { em: PLATFORM.EntityManager, billing: BILLING_API, clock: PLATFORM.Clock };

/**
 * Offers per listing for the seller analytics page (decision 0069): counted from this module's offers by the
 * seller's index, over the same UTC days as the listings' analytics, for plans that include analytics.
 */
export class GetOfferAnalyticsHandler extends UsesDependencies<typeof needs> implements QueryHandler<AnalyticsQuery, OfferAnalytics> {
  async execute(input: AnalyticsQuery, { actor }: QueryContext): Promise<OfferAnalytics> {
    const { userId } = requireActor(actor);
    const { range } = parseInput(analyticsQuerySchema, input, 'Invalid analytics query');
    assertWithinPlan(await this.deps.billing.entitlements(userId), 'analytics', 0, () => ANALYTICS_UPGRADE_MESSAGE);
    const since = startOfUtcDay(addUtcDays(this.deps.clock.now(), 1 - RANGE_DAYS[range]));
    const rows = await this.deps.em.fork().execute<Array<{ property_id: string; offers: string | number; accepted: string | number }>>(
      `select property_id, count(*) as offers, count(*) filter (where status = 'accepted') as accepted
       from leads.offers where seller_id = ? and created_at >= ? group by property_id order by count(*) desc, property_id`,
      [userId, since],
    );
    const listings = rows.map((row) => ({ id: row.property_id, offers: Number(row.offers), accepted: Number(row.accepted) }));
    return { range, total: listings.reduce((sum, listing) => sum + listing.offers, 0), listings };
  }
}

export const getOfferAnalytics = answersQuery(GetOfferAnalytics, needs, GetOfferAnalyticsHandler, [
  http(GetOfferAnalytics, {
    method: 'get',
    path: '/api/analytics/offers',
    tag: OFFERS_TAG,
    summary: 'Offers per listing over 7, 30 or 90 days',
    description:
      "The offers made on the seller's own listings within the range, per listing (those without offers are absent), and how many of them were accepted; 403 `upgradeRequired` on a plan without analytics.",
    access: 'member',
    scopes: ['offers:read'],
    query: analyticsQuerySchema,
    invalid: 'Invalid analytics query',
    input: ({ query }) => query,
    response: offerAnalyticsSchema,
    errors: [403],
  }),
]);
