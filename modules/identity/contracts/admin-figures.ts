import { z } from 'zod';
import { daySchema, trendSchema, type FigurePeriod } from '../../shared/kernel/admin-figures.ts';
import { defineQuery } from '../../shared/kernel/bus.ts';

/**
 * Identity's back-office figures. A member counts as a seller when they hold the seller capability,
 * else as a buyer; active means a session of theirs was in use during the period.
 */
export const identityFiguresSchema = z.object({
  members: z.number().int(),
  signUps: z.object({
    buyers: trendSchema,
    sellers: trendSchema,
    daily: z.array(z.object({ day: daySchema, buyers: z.number().int(), sellers: z.number().int() })),
  }),
  active: z.object({ buyers: trendSchema, sellers: trendSchema }),
  /** proof-of-funds statements waiting for an administrator now (the to-do strip) */
  fundsToCheck: z.number().int(),
});
export type IdentityFigures = z.infer<typeof identityFiguresSchema>;

export const GetIdentityFigures = defineQuery<FigurePeriod, IdentityFigures>('identity.get-admin-figures');
