import type { SqlEntityManager as EntityManager } from '@mikro-orm/sql';
import { BILLING_API } from '../../../../billing/contracts/api.ts';
import { allowance } from '../../../../billing/contracts/plan-limits.ts';
import { requireActor, type QueryContext, type QueryHandler } from '../../../../shared/kernel/bus.ts';
import { PLATFORM } from '../../../../shared/kernel/tokens.ts';
import { answersQuery, http, UsesDependencies } from '../../../../shared/kernel/use-case.ts';
import { startOfUtcMonth } from '../../../../shared/kernel/utc-dates.ts';
import { parseInput } from '../../../../shared/kernel/validation.ts';
import { analyticsQuerySchema, sellerAnalyticsSchema, type AnalyticsQuery, type SellerAnalytics } from '../../../contracts/analytics.ts';
import { Property } from '../../../domain/property.entity.ts';
import { analyticsLevel, conversionOf, dailyRows, rangeDays, seriesOf } from '../../analytics.ts';
import { GetSellerAnalytics } from './get-seller-analytics.query.ts';
import { LISTINGS_TAG } from '../../http.ts';

const needs = { em: PLATFORM.EntityManager, billing: BILLING_API, clock: PLATFORM.Clock };

/** A report over this module's daily series (`subscribers/on-listing-activity.ts`) and its listings. */
export class GetSellerAnalyticsHandler extends UsesDependencies<typeof needs> implements QueryHandler<AnalyticsQuery, SellerAnalytics> {
  async execute(input: AnalyticsQuery, { actor }: QueryContext): Promise<SellerAnalytics> {
    const { userId } = requireActor(actor);
    const { range } = parseInput(analyticsQuerySchema, input, 'Invalid analytics query');
    const { level, entitlements } = await analyticsLevel(this.deps.billing, userId, range);
    const advanced = level === 'advanced';
    const em = this.deps.em.fork();
    const now = this.deps.clock.now();
    const days = rangeDays(now, range);

    const rows = await dailyRows(em, { ownerId: userId }, days);
    const all = seriesOf(rows, days);
    const leads = await leadsPerDay(em, userId, days);
    const properties = await em.find(Property, { ownerId: userId }, { orderBy: { createdAt: 'desc', id: 'desc' } });
    const rowsOf = Map.groupBy(rows, (row) => row.property_id);
    const monthStart = startOfUtcMonth(now);
    const listings = properties
      .map((property) => {
        const { totals } = seriesOf(rowsOf.get(property.id) ?? [], days);
        return {
          id: property.id,
          title: property.title,
          status: property.status,
          ...totals,
          matches: advanced ? totals.matches : null,
          conversion: advanced ? conversionOf(totals.views, totals.inquiries) : null,
        };
      })
      .sort((a, b) => b.views - a.views);

    return {
      range,
      level,
      days,
      totals: { ...all.totals, matches: advanced ? all.totals.matches : null, leads: leads.reduce((sum, value) => sum + value, 0) },
      series: { ...all.series, matches: advanced ? all.series.matches : null, leads },
      conversion: advanced ? conversionOf(all.totals.views, all.totals.inquiries) : null,
      listings,
      planUsage: {
        tier: entitlements.sellerTier,
        activeListings: {
          used: properties.filter((property) => property.status === 'active').length,
          allowed: allowance(entitlements, 'activeListings'),
        },
        featuredThisMonth: {
          used: properties.filter((property) => property.featuredAt && property.featuredAt >= monthStart).length,
          allowed: allowance(entitlements, 'featuredPerMonth'),
        },
      },
    };
  }
}

async function leadsPerDay(em: EntityManager, ownerId: string, days: readonly string[]): Promise<number[]> {
  const rows = await em.execute<Array<{ day: string; leads: number }>>(
    `select to_char(day, 'YYYY-MM-DD') as day, leads from listings.seller_daily_leads where owner_id = ? and day between ?::date and ?::date`,
    [ownerId, days[0], days[days.length - 1]],
  );
  const byDay = new Map(rows.map((row) => [row.day, row.leads]));
  return days.map((day) => byDay.get(day) ?? 0);
}

export const getSellerAnalytics = answersQuery(GetSellerAnalytics, needs, GetSellerAnalyticsHandler, [
  http(GetSellerAnalytics, {
    method: 'get',
    path: '/api/analytics/listings',
    tag: LISTINGS_TAG,
    summary: 'Seller analytics over 7, 30 or 90 days',
    description: "The seller's own listings; the plan decides the level of detail.",
    access: 'member',
    query: analyticsQuerySchema,
    invalid: 'Invalid analytics query',
    input: ({ query }) => query,
    response: sellerAnalyticsSchema,
  }),
]);
