import { z } from 'zod';
import type { Strategy } from '@contracts/listings/contracts/deal-math/index.ts';
import { lazySchema } from '@/lib/lazy-schema.ts';

/**
 * `/calculator`'s search params: the open tab, and where its inputs come from (a listing, a saved
 * analysis of yours, or a shared one). A malformed value is dropped rather than failing the page.
 *
 * Route search schemas load with the app's first chunk, so this file imports only types from the
 * deal math (which the calculator's own chunk brings); its test checks the lists agree.
 */
export const CALCULATOR_STRATEGIES = ['rental', 'flip', 'wholesale', 'brrrr', 'land'] as const satisfies readonly Strategy[];
export const SHARE_TOKEN_PATTERN = /^[A-Za-z0-9_-]{32}$/;

export const calculatorSearchSchema = lazySchema(() =>
  z.object({
    strategy: z.enum(CALCULATOR_STRATEGIES).optional().catch(undefined),
    propertyId: z.uuid().optional().catch(undefined),
    analysis: z.uuid().optional().catch(undefined),
    shared: z.string().regex(SHARE_TOKEN_PATTERN).optional().catch(undefined),
  }),
);
export type CalculatorSearch = z.infer<typeof calculatorSearchSchema>;
