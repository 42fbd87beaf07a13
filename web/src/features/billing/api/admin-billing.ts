import { keepPreviousData, queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import {
  adminInvoiceListSchema,
  adminInvoiceSchema,
  adminSubscriptionListSchema,
  type AdminInvoiceFilter,
  type AdminInvoiceListQuery,
  type AdminSubscriptionFilter,
  type AdminSubscriptionListQuery,
} from '@contracts/billing/contracts/admin-billing.ts';
import { apiRequest, withQuery } from '@/lib/api-client.ts';
import { billingKeys } from './billing-keys.ts';

/** declared here, not in `billing-keys.ts`: only the back office uses them */
const adminSubscriptionsKey = [...billingKeys.all, 'admin-subscriptions'] as const;
const adminInvoicesKey = [...billingKeys.all, 'admin-invoices'] as const;

/** `GET /api/admin/subscriptions`: one page, the previous page shown while the next comes */
export const adminSubscriptionsQueryOptions = (query: AdminSubscriptionListQuery) =>
  queryOptions({
    queryKey: [...adminSubscriptionsKey, query],
    queryFn: async ({ signal }) => adminSubscriptionListSchema.parse(await apiRequest('/api/admin/subscriptions', { query, signal })),
    placeholderData: keepPreviousData,
  });

/** `GET /api/admin/invoices`: one page of every member's invoices */
export const adminInvoicesQueryOptions = (query: AdminInvoiceListQuery) =>
  queryOptions({
    queryKey: [...adminInvoicesKey, query],
    queryFn: async ({ signal }) => adminInvoiceListSchema.parse(await apiRequest('/api/admin/invoices', { query, signal })),
    placeholderData: keepPreviousData,
  });

/** the filter's rows as a CSV download (a plain link: the session cookie goes with it) */
export const adminSubscriptionsExportUrl = (filter: AdminSubscriptionFilter) => withQuery('/api/admin/subscriptions/export', filter);
export const adminInvoicesExportUrl = (filter: AdminInvoiceFilter) => withQuery('/api/admin/invoices/export', filter);

/** `POST /api/admin/invoices/{id}/refund` with a reason; both tables are read again after it. */
export function useRefundInvoice() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ invoiceId, reason }: { invoiceId: string; reason: string }) =>
      adminInvoiceSchema.parse(
        await apiRequest(`/api/admin/invoices/${encodeURIComponent(invoiceId)}/refund`, { method: 'POST', body: { reason } }),
      ),
    onSettled: async () => {
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: adminInvoicesKey }),
        queryClient.invalidateQueries({ queryKey: adminSubscriptionsKey }),
      ]);
    },
  });
}
