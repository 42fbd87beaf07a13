import { z } from 'zod';
import type { JvPostKind, JvSort, JvStrategy } from '@contracts/engagement/contracts/jv.ts';
import { lazySchema } from '@/lib/lazy-schema.ts';

/**
 * `/joint-venture`'s search params: the tab, the board's filters, sort and page, the open post and
 * "my posts". A malformed value is dropped rather than failing the page. Route search schemas load
 * with the app's first chunk, so this file imports only types from the JV contract and stays small.
 */
export const JV_KIND_PARAMS = [
  'seeking-capital',
  'offering-capital',
  'seeking-partner',
  'seeking-contractor-or-lender',
] as const satisfies readonly JvPostKind[];
export const JV_STRATEGY_PARAMS = ['flip', 'brrrr', 'rental', 'land', 'wholesale', 'development'] as const satisfies readonly JvStrategy[];
/** newest is the default, left out of the URL */
export const JV_SORT_PARAMS = ['amount-high', 'amount-low'] as const satisfies readonly JvSort[];

const optional = <T extends z.ZodType>(schema: T) => schema.optional().catch(undefined);
const amount = () => optional(z.coerce.number().int().min(0));
const text = () => optional(z.string().max(100));

export const jvSearchSchema = lazySchema(() =>
  z.object({
    tab: optional(z.literal('listings')),
    kind: optional(z.enum(JV_KIND_PARAMS)),
    state: optional(z.string().regex(/^[A-Z]{2}$/)),
    county: text(),
    /** `jvStrategy`, not `strategy`: the calculator's `strategy` param has other values */
    jvStrategy: optional(z.enum(JV_STRATEGY_PARAMS)),
    minAmount: amount(),
    maxAmount: amount(),
    q: text(),
    sort: optional(z.enum(JV_SORT_PARAMS)),
    /** a page after the first */
    page: optional(z.coerce.number().int().min(2)),
    /** my own posts, whatever their status */
    mine: optional(z.literal(true)),
    /** the post shown in the detail dialog */
    post: text(),
  }),
);
export type JvSearch = z.infer<typeof jvSearchSchema>;
