import { defineCommand } from '../../../../shared/kernel/bus.ts';
import type { SellerLeadReceipt, SellerLeadRequest } from '../../../contracts/seller-leads.ts';

/** An owner asks the investor network for a cash offer (the homepage form; public). */
export const SubmitSellerLead = defineCommand<SellerLeadRequest, SellerLeadReceipt>('leads.submit-seller-lead');
