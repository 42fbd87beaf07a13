import { defineCommand } from '../../../../shared/kernel/bus.ts';
import type { LeadMarkets, MyLeads } from '../../../contracts/seller-leads.ts';

/** A paid seller says where they buy: the whole list of states and counties, replacing the one before. */
export const SetLeadMarkets = defineCommand<LeadMarkets, MyLeads['markets']>('leads.set-lead-markets');
