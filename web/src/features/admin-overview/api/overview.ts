import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { billingFiguresSchema } from '@contracts/billing/contracts/admin-figures.ts';
import { engagementFiguresSchema } from '@contracts/engagement/contracts/admin-figures.ts';
import { identityFiguresSchema } from '@contracts/identity/contracts/admin-figures.ts';
import { leadsFiguresSchema } from '@contracts/leads/contracts/admin-figures.ts';
import { listingsFiguresSchema } from '@contracts/listings/contracts/admin-figures.ts';
import type { FigureDays } from '@contracts/shared/kernel/admin-figures.ts';
import { apiRequest } from '@/lib/api-client.ts';
import { overviewKeys } from './overview-keys.ts';

/** `GET /api/admin/overview?days=`: each module's figures, as the host composes them. */
export const adminOverviewSchema = z.object({
  days: z.number(),
  asOf: z.string(),
  period: z.object({ previousStart: z.string(), start: z.string(), end: z.string() }),
  identity: identityFiguresSchema,
  listings: listingsFiguresSchema,
  leads: leadsFiguresSchema,
  engagement: engagementFiguresSchema,
  billing: billingFiguresSchema,
  platform: z.object({ deadEvents: z.number() }),
});
export type AdminOverview = z.infer<typeof adminOverviewSchema>;

export function adminOverviewQueryOptions(days: FigureDays) {
  return queryOptions({
    queryKey: overviewKeys.period(days),
    queryFn: async ({ signal }): Promise<AdminOverview> =>
      adminOverviewSchema.parse(await apiRequest('/api/admin/overview', { query: { days }, signal })),
    // the server reuses an answer for a minute: asking more often shows nothing new
    staleTime: 60_000,
  });
}

export function useAdminOverview(days: FigureDays) {
  return useQuery({ ...adminOverviewQueryOptions(days), placeholderData: keepPreviousData });
}
