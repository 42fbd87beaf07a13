import { defineEvent } from '../../shared/kernel/events.ts';
import type { LeadSituation } from './seller-leads.ts';

/** Where a lead's property is, as far as the offline geocoder could tell; what lead routing goes by. */
export interface LeadMarket {
  city: string | null;
  state: string | null;
  county: string | null;
}

/** An owner asked for a cash offer; contact details stay in the leads module. */
export const SellerLeadSubmitted = defineEvent<LeadMarket & { situation: LeadSituation | null }>()('leads.seller-lead-submitted.v1');

/** No investor took the lead within the hour: it is in the administrators' queue. */
export const SellerLeadQueued = defineEvent<LeadMarket>()('leads.seller-lead-queued.v1');
