import { defineQuery } from '../../../../shared/kernel/bus.ts';
import type { LeadPage } from '../../../contracts/seller-leads.ts';

/** A paid seller's public lead page: their name, picture and markets; null when their plan has no lead capture. */
export const GetLeadPage = defineQuery<{ sellerId: string }, LeadPage | null>('leads.get-lead-page');
