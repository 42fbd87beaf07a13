import { defineCommand } from '../../../../shared/kernel/bus.ts';
import type { SellerLeadRecord } from '../../../contracts/seller-leads.ts';

/** A paid seller takes an open lead of their markets; they see its contact details from then on. */
export const ClaimSellerLead = defineCommand<{ leadId: string }, SellerLeadRecord>('leads.claim-seller-lead');
