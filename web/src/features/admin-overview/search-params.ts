import { z } from 'zod';
import { DEFAULT_FIGURE_DAYS, FIGURE_PERIODS, type FigureDays } from '@contracts/shared/kernel/admin-figures.ts';

/** `/admin?days=7|30|90`: the overview's period; anything else is the default, 30 days. */
export const overviewSearchSchema = z.object({
  days: z.coerce
    .number()
    .refine((days): days is FigureDays => (FIGURE_PERIODS as readonly number[]).includes(days))
    .optional()
    .catch(undefined),
});
export type OverviewSearch = z.infer<typeof overviewSearchSchema>;

export const periodOf = (search: OverviewSearch): FigureDays => (search.days as FigureDays | undefined) ?? DEFAULT_FIGURE_DAYS;
