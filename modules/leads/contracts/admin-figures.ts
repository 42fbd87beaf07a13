import { z } from 'zod';
import { rateTrendSchema, trendSchema, type FigurePeriod } from '../../shared/kernel/admin-figures.ts';
import { defineQuery } from '../../shared/kernel/bus.ts';

/**
 * Leads' back-office figures: the homepage's seller leads (offered to the network; a seller's own lead
 * page's are theirs from the start) submitted in the period, how many of them a seller has taken, and
 * the leads waiting in the administrators' queue now.
 */
export const leadsFiguresSchema = z.object({
  submitted: trendSchema,
  claimed: trendSchema,
  claimRate: rateTrendSchema,
  queued: z.number().int(),
});
export type LeadsFigures = z.infer<typeof leadsFiguresSchema>;

export const GetLeadsFigures = defineQuery<FigurePeriod, LeadsFigures>('leads.get-admin-figures');
