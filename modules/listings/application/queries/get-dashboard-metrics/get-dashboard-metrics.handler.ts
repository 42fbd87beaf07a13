import type { QueryHandler } from '../../../../shared/kernel/bus.ts';
import { PLATFORM } from '../../../../shared/kernel/tokens.ts';
import { answersQuery, http, UsesDependencies } from '../../../../shared/kernel/use-case.ts';
import { dashboardMetricsSchema, type DashboardMetrics } from '../../../contracts/metrics.ts';
import { METRICS_STATES_KEY, METRICS_TOTALS_KEY } from '../../read-models/market-metrics.ts';
import { GetDashboardMetrics } from './get-dashboard-metrics.query.ts';
import { LISTINGS_RATE_LIMITS, LISTINGS_TAG } from '../../http.ts';

const needs = { kv: PLATFORM.KeyValue };

/** Reads the metrics projection; nothing is counted per request. */
export class GetDashboardMetricsHandler extends UsesDependencies<typeof needs> implements QueryHandler<void, DashboardMetrics> {
  async execute(): Promise<DashboardMetrics> {
    const { kv } = this.deps;
    const [totals, states] = await Promise.all([kv.hashGetAll(METRICS_TOTALS_KEY), kv.hashGetAll(METRICS_STATES_KEY)]);
    const listings = Number(totals.listings ?? 0);
    const priceCents = Number(totals.priceCents ?? 0);
    return {
      totalProperties: listings,
      avgPrice: listings > 0 ? Math.round(priceCents / listings / 100) : 0,
      featuredDeals: Number(totals.featured ?? 0),
      statesAvailable: Object.values(states).filter((count) => Number(count) > 0).length,
    };
  }
}

export const getDashboardMetrics = answersQuery(GetDashboardMetrics, needs, GetDashboardMetricsHandler, [
  http(GetDashboardMetrics, {
    method: 'get',
    path: '/api/metrics/dashboard',
    tag: LISTINGS_TAG,
    summary: 'Marketplace figures for the homepage',
    access: 'public',
    rateLimit: LISTINGS_RATE_LIMITS.read,
    input: () => undefined,
    response: dashboardMetricsSchema,
  }),
]);
