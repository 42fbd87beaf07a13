import { z } from 'zod';

/**
 * The deal calculator's strategies. A module of its own, free of the math, so that what only names a
 * strategy (e.g. the saved-analysis answers the web parses in its route loaders) does not load the math.
 */
export const STRATEGIES = ['rental', 'flip', 'wholesale', 'brrrr', 'land'] as const;
export type Strategy = (typeof STRATEGIES)[number];
export const strategySchema = z.enum(STRATEGIES);

export function isStrategy(value: string): value is Strategy {
  return (STRATEGIES as readonly string[]).includes(value);
}
