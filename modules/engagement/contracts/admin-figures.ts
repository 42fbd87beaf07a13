import { z } from 'zod';
import { daySchema, trendSchema, type FigurePeriod } from '../../shared/kernel/admin-figures.ts';
import { defineQuery } from '../../shared/kernel/bus.ts';

/** Engagement's back-office figures: conversations started in the period by day, and the open reports now. */
export const engagementFiguresSchema = z.object({
  conversations: trendSchema,
  daily: z.array(z.object({ day: daySchema, count: z.number().int() })),
  openReports: z.number().int(),
});
export type EngagementFigures = z.infer<typeof engagementFiguresSchema>;

export const GetEngagementFigures = defineQuery<FigurePeriod, EngagementFigures>('engagement.get-admin-figures');
