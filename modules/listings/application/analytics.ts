import type { SqlEntityManager as EntityManager } from '@mikro-orm/sql';
import type { BillingApi } from '../../billing/contracts/api.ts';
import { assertWithinPlan } from '../../billing/contracts/plan-limits.ts';
import type { Entitlements } from '../../billing/contracts/http.ts';
import { addUtcDays } from '../../shared/kernel/utc-dates.ts';
import { ADVANCED_ANALYTICS_UPGRADE_MESSAGE, ANALYTICS_UPGRADE_MESSAGE, RANGE_DAYS, type AnalyticsRange } from '../contracts/analytics.ts';

/** The analytics a seller's plan includes for this range; 403 `upgradeRequired` when it includes none, or only basic for 90 days. */
export async function analyticsLevel(
  billing: BillingApi,
  userId: string,
  range: AnalyticsRange,
  { advancedOnly = false } = {},
): Promise<{ level: 'basic' | 'advanced'; entitlements: Entitlements }> {
  const entitlements = await billing.entitlements(userId);
  assertWithinPlan(entitlements, 'analytics', 0, () => ANALYTICS_UPGRADE_MESSAGE);
  if (advancedOnly || range === '90d') assertWithinPlan(entitlements, 'advancedAnalytics', 0, () => ADVANCED_ANALYTICS_UPGRADE_MESSAGE);
  return { level: entitlements.seller.advancedAnalytics ? 'advanced' : 'basic', entitlements };
}

/** The range's UTC days as YYYY-MM-DD, oldest first, ending today. */
export function rangeDays(now: Date, range: AnalyticsRange): string[] {
  const count = RANGE_DAYS[range];
  return Array.from({ length: count }, (_, index) =>
    addUtcDays(now, index - count + 1)
      .toISOString()
      .slice(0, 10),
  );
}

export interface DailyRow {
  property_id: string;
  day: string;
  views: number;
  favorites: number;
  inquiries: number;
  matches: number;
}

/** The daily rows of these listings within the days (a listing without activity has none). */
export async function dailyRows(
  em: EntityManager,
  where: { ownerId: string } | { propertyId: string },
  days: readonly string[],
): Promise<DailyRow[]> {
  const [column, id] = 'ownerId' in where ? ['owner_id', where.ownerId] : ['property_id', where.propertyId];
  return em.execute<DailyRow[]>(
    `select property_id, to_char(day, 'YYYY-MM-DD') as day, views, favorites, inquiries, matches
     from listings.listing_daily_stats where ${column} = ? and day between ?::date and ?::date`,
    [id, days[0], days[days.length - 1]],
  );
}

const METRICS = ['views', 'favorites', 'inquiries', 'matches'] as const;

/** Per metric, one number per day (zero where nothing happened), and the sums. */
export function seriesOf(rows: readonly DailyRow[], days: readonly string[]) {
  const index = new Map(days.map((day, position) => [day, position]));
  const series = Object.fromEntries(METRICS.map((metric) => [metric, days.map(() => 0)])) as Record<(typeof METRICS)[number], number[]>;
  for (const row of rows) {
    const position = index.get(row.day);
    if (position === undefined) continue;
    for (const metric of METRICS) series[metric][position] += row[metric];
  }
  const totals = Object.fromEntries(METRICS.map((metric) => [metric, series[metric].reduce((sum, value) => sum + value, 0)])) as Record<
    (typeof METRICS)[number],
    number
  >;
  return { series, totals };
}

/** Inquiries per view, rounded to four places; null without views. */
export function conversionOf(views: number, inquiries: number): number | null {
  return views > 0 ? Math.round((inquiries / views) * 10_000) / 10_000 : null;
}
