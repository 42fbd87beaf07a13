import { defineCommand } from '../../../../shared/kernel/bus.ts';
import type { AdminInvoice } from '../../../contracts/admin-billing.ts';

export interface RefundInvoiceInput {
  invoiceId: string;
  reason: string;
}

/** An administrator refunds a paid invoice in full (the test provider's; Stripe's are refunded in its dashboard). */
export const RefundInvoice = defineCommand<RefundInvoiceInput, AdminInvoice>('billing.refund-invoice');
