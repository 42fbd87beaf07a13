import type { FigureDays } from '@contracts/shared/kernel/admin-figures.ts';

/** The one query-key factory of the back office's overview. */
export const overviewKeys = {
  all: ['admin-overview'] as const,
  period: (days: FigureDays) => [...overviewKeys.all, days] as const,
};
