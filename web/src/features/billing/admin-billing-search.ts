import {
  adminInvoiceListQuerySchema,
  adminSubscriptionListQuerySchema,
  type AdminInvoiceListQuery,
  type AdminSubscriptionListQuery,
} from '@contracts/billing/contracts/admin-billing.ts';

export type SubscriptionsSearch = { view?: undefined } & Partial<
  Pick<AdminSubscriptionListQuery, 'q' | 'audience' | 'tier' | 'status' | 'sort' | 'order' | 'page'>
>;
export type InvoicesSearch = { view: 'invoices' } & Partial<Pick<AdminInvoiceListQuery, 'q' | 'status' | 'sort' | 'order' | 'page'>>;

/**
 * `/admin/subscriptions`' state in the URL: the tab (`view=invoices`, else subscriptions), the member
 * search `q` both tabs share, and the open tab's filters, sort and page; defaults left out.
 */
export type BillingAdminSearch = SubscriptionsSearch | InvoicesSearch;

/** What the URL's params mean; a value that means nothing is dropped, not an error page. */
export function readBillingAdminSearch(search: Record<string, unknown>): BillingAdminSearch {
  const invoices = search.view === 'invoices';
  const schema = invoices ? adminInvoiceListQuerySchema : adminSubscriptionListQuerySchema;
  const keys = invoices
    ? (['q', 'status', 'sort', 'order', 'page'] as const)
    : (['q', 'audience', 'tier', 'status', 'sort', 'order', 'page'] as const);
  const read: Record<string, unknown> = invoices ? { view: 'invoices' } : {};
  for (const key of keys) {
    const parsed = (schema.shape as Record<string, { safeParse: (value: unknown) => { success: boolean; data?: unknown } }>)[
      key
    ]!.safeParse(search[key]);
    if (parsed.success && parsed.data !== undefined && parsed.data !== '') read[key] = parsed.data;
  }
  if (read.page === 1) delete read.page;
  if (read.sort === (invoices ? 'created' : 'started')) delete read.sort;
  return read as BillingAdminSearch;
}

export const subscriptionsQueryOf = ({ view: _view, ...search }: SubscriptionsSearch): AdminSubscriptionListQuery =>
  adminSubscriptionListQuerySchema.parse(search);

export const invoicesQueryOf = ({ view: _view, ...search }: InvoicesSearch): AdminInvoiceListQuery =>
  adminInvoiceListQuerySchema.parse(search);
