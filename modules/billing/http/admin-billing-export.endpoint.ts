import type { z } from 'zod';
import { endpoint } from '../../shared/kernel/endpoint.ts';
import type { QueryType } from '../../shared/kernel/bus.ts';
import { adminInvoiceFilterSchema, adminSubscriptionFilterSchema, BILLING_EXPORT_MAX } from '../contracts/admin-billing.ts';
import { ADMIN_TAG } from '../application/http.ts';
import { ONLY_ADMINS_SEE_BILLING } from '../application/reports/admin-billing/admin-billing.handlers.ts';
import { ExportAdminInvoices, ExportAdminSubscriptions } from '../application/reports/admin-billing/admin-billing.queries.ts';

const csvExport = <F>(options: { path: string; file: string; noun: string; query: QueryType<F, string>; schema: z.ZodType<F> }) =>
  endpoint({
    method: 'get',
    path: options.path,
    tag: ADMIN_TAG,
    summary: `Every ${options.noun} a filter selects, as CSV`,
    description: `The ${options.noun}s table's filter and sort; at most ${BILLING_EXPORT_MAX.toLocaleString('en-US')} rows. Text that a spreadsheet would run as a formula starts with \`'\`.`,
    access: 'admin',
    forbidden: ONLY_ADMINS_SEE_BILLING,
    query: options.schema,
    invalid: `Invalid ${options.noun} filter`,
    produces: 'text/csv',
    handle: async ({ query, actor }, _req, res, { queries }) => {
      const csv = await queries.ask(options.query, query, actor);
      const day = new Date().toISOString().slice(0, 10);
      res
        .status(200)
        .set({
          'Content-Type': 'text/csv; charset=utf-8',
          'Content-Disposition': `attachment; filename="${options.file}-${day}.csv"`,
          'Cache-Control': 'no-store',
        })
        .send(csv);
    },
  });

/** The subscriptions table's rows as a CSV download. */
export const exportAdminSubscriptionsEndpoint = csvExport({
  path: '/api/admin/subscriptions/export',
  file: 'subscriptions',
  noun: 'subscription',
  query: ExportAdminSubscriptions,
  schema: adminSubscriptionFilterSchema,
});

/** The invoices table's rows as a CSV download. */
export const exportAdminInvoicesEndpoint = csvExport({
  path: '/api/admin/invoices/export',
  file: 'invoices',
  noun: 'invoice',
  query: ExportAdminInvoices,
  schema: adminInvoiceFilterSchema,
});
