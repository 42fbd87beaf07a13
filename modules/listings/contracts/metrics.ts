import { z } from 'zod';

/** `GET /api/metrics/dashboard` (spec section 3). avgPrice in whole dollars. */
export const dashboardMetricsSchema = z.object({
  totalProperties: z.number().int(),
  avgPrice: z.number(),
  featuredDeals: z.number().int(),
  statesAvailable: z.number().int(),
});
export type DashboardMetrics = z.infer<typeof dashboardMetricsSchema>;
