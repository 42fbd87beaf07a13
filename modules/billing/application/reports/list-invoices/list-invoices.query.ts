import { defineQuery } from '../../../../shared/kernel/bus.ts';
import type { InvoiceView } from '../../../contracts/http.ts';

/** The signed-in user's invoices and receipts, newest first (`GET /api/billing/invoices`). */
export const ListInvoices = defineQuery<void, InvoiceView[]>('billing.list-invoices');
