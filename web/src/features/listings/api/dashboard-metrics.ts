import { queryOptions, useQuery } from '@tanstack/react-query';
import { dashboardMetricsSchema, type DashboardMetrics } from '@contracts/listings/contracts/metrics.ts';
import { apiRequest } from '@/lib/api-client.ts';
import { listingKeys } from './listing-keys.ts';

const MINUTE = 60_000;

/** `GET /api/metrics/dashboard`: the marketplace metrics strip. */
export async function fetchDashboardMetrics(signal?: AbortSignal): Promise<DashboardMetrics> {
  return dashboardMetricsSchema.parse(await apiRequest('/api/metrics/dashboard', { signal }));
}

/** Spec section 9: metrics fresh 5 minutes, kept 10. */
export const dashboardMetricsQueryOptions = queryOptions({
  queryKey: listingKeys.metrics(),
  queryFn: ({ signal }) => fetchDashboardMetrics(signal),
  staleTime: 5 * MINUTE,
  gcTime: 10 * MINUTE,
});

export function useDashboardMetrics() {
  return useQuery(dashboardMetricsQueryOptions);
}
