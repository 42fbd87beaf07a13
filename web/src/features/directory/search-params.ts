import { z } from 'zod';
import { INVESTMENT_STRATEGIES } from '@contracts/engagement/contracts/directory-terms.ts';
import { PROPERTY_CATEGORIES } from '@contracts/listings/contracts/listing-terms.ts';
import { lazySchema } from '@/lib/lazy-schema.ts';

/**
 * `/connections`' search params: the directory's filters and page, or (`view=mine`) the signed-in
 * member's connections and the tab shown. A malformed value is dropped rather than failing the page.
 *
 * Route search schemas load with the app's first chunk, so this file imports only the contracts' word lists.
 */
export const STRATEGY_PARAMS = INVESTMENT_STRATEGIES;
export const CATEGORY_PARAMS = PROPERTY_CATEGORIES;
export const MY_CONNECTIONS_TABS = ['connections', 'received', 'sent'] as const;
export type MyConnectionsTab = (typeof MY_CONNECTIONS_TABS)[number];

export const connectionsSearchSchema = lazySchema(() =>
  z.object({
    view: z.literal('mine').optional().catch(undefined),
    tab: z.enum(MY_CONNECTIONS_TABS).optional().catch(undefined),
    q: z.string().trim().max(100).optional().catch(undefined),
    state: z
      .string()
      .regex(/^[A-Z]{2}$/)
      .optional()
      .catch(undefined),
    // named apart from the calculator's `strategy` (its own list), which search reducers of every route share
    strategies: z.enum(STRATEGY_PARAMS).optional().catch(undefined),
    category: z.enum(CATEGORY_PARAMS).optional().catch(undefined),
    page: z.coerce.number().int().min(2).max(500).optional().catch(undefined),
  }),
);
export type ConnectionsSearch = z.infer<typeof connectionsSearchSchema>;
