import { defineCommand } from '../../../../shared/kernel/bus.ts';
import type { AdminSellerLead } from '../../../contracts/admin-leads.ts';

export interface AssignSellerLeadInput {
  leadId: string;
  sellerId: string;
  reason: string | null;
}

/** An administrator gives a lead no seller has to a seller of their choice, from the back office. */
export const AssignSellerLead = defineCommand<AssignSellerLeadInput, AdminSellerLead>('leads.assign-seller-lead');
