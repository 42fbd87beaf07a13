import { defineQuery } from '../../../../shared/kernel/bus.ts';
import type {
  AdminInvoiceFilter,
  AdminInvoiceList,
  AdminInvoiceListQuery,
  AdminSubscriptionFilter,
  AdminSubscriptionList,
  AdminSubscriptionListQuery,
} from '../../../contracts/admin-billing.ts';

/** The back office's subscriptions: searched by member, filtered by audience, plan and status, sorted and paged. */
export const ListAdminSubscriptions = defineQuery<AdminSubscriptionListQuery, AdminSubscriptionList>('billing.list-admin-subscriptions');

/** The same filter's subscriptions as CSV. */
export const ExportAdminSubscriptions = defineQuery<AdminSubscriptionFilter, string>('billing.export-admin-subscriptions');

/** Every member's invoices: searched by member, filtered by status, newest (or largest) first, paged. */
export const ListAdminInvoices = defineQuery<AdminInvoiceListQuery, AdminInvoiceList>('billing.list-admin-invoices');

/** The same filter's invoices as CSV. */
export const ExportAdminInvoices = defineQuery<AdminInvoiceFilter, string>('billing.export-admin-invoices');
