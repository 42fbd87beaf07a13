import { z } from 'zod';
import type { JvPostKind, JvSort, JvStrategy } from '@contracts/engagement/contracts/jv.ts';

/**
 * `/joint-venture`'s search params: the tab, the board's filters, sort and page, the open post and
 * "my posts". A malformed value is dropped rather than failing the page. Route search schemas load
 * with the app's first chunk, so this file imports only types from the JV contract.
 */
export const JV_KIND_PARAMS = ['seeking-capital', 'offering-capital', 'seeking-partner', 'seeking-contractor-or-lender'] as const satisfies readonly JvPostKind[];
export const JV_STRATEGY_PARAMS = ['flip', 'brrrr', 'rental', 'land', 'wholesale', 'development'] as const satisfies readonly JvStrategy[];
export const JV_SORT_PARAMS = ['newest', 'amount-high', 'amount-low'] as const satisfies readonly JvSort[];

const amount = z.coerce.number().int().min(0).max(1_000_000_000).optional().catch(undefined);
const text = (max: number) => z.string().trim().max(max).optional().catch(undefined).transform((value) => value || undefined);

export const jvSearchSchema = z.object({
  tab: z.enum(['posts', 'listings']).optional().catch(undefined),
  kind: z.enum(JV_KIND_PARAMS).optional().catch(undefined),
  state: z.string().regex(/^[A-Z]{2}$/).optional().catch(undefined),
  county: text(80),
  /** `jvStrategy`, not `strategy`: the calculator's `strategy` param has other values */
  jvStrategy: z.enum(JV_STRATEGY_PARAMS).optional().catch(undefined),
  minAmount: amount,
  maxAmount: amount,
  q: text(100),
  sort: z.enum(JV_SORT_PARAMS).optional().catch(undefined),
  page: z.coerce.number().int().min(2).max(1000).optional().catch(undefined),
  /** my own posts, whatever their status */
  mine: z.boolean().optional().catch(undefined),
  /** the post shown in the detail dialog */
  post: z.string().uuid().optional().catch(undefined),
});
export type JvSearch = z.infer<typeof jvSearchSchema>;
