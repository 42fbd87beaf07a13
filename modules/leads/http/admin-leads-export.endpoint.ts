import { endpoint } from '../../shared/kernel/endpoint.ts';
import { ADMIN_LEADS_EXPORT_MAX, adminSellerLeadFilterSchema } from '../contracts/admin-leads.ts';
import { ADMIN_TAG } from '../application/http.ts';
import { ExportSellerLeads } from '../application/reports/list-seller-leads/list-seller-leads.query.ts';
import { ONLY_ADMINS_SEE_LEADS } from '../domain/seller-lead.errors.ts';

/** The leads table's rows as a CSV download. */
export const exportSellerLeadsEndpoint = endpoint({
  method: 'get',
  path: '/api/admin/seller-leads/export',
  tag: ADMIN_TAG,
  summary: 'Every seller lead a filter selects, as CSV',
  description: `The leads table's filter and sort; at most ${ADMIN_LEADS_EXPORT_MAX.toLocaleString('en-US')} rows. Text that a spreadsheet would run as a formula starts with \`'\`.`,
  access: 'admin',
  forbidden: ONLY_ADMINS_SEE_LEADS,
  query: adminSellerLeadFilterSchema,
  invalid: 'Invalid seller lead filter',
  produces: 'text/csv',
  handle: async ({ query, actor }, _req, res, { queries }) => {
    const csv = await queries.ask(ExportSellerLeads, query, actor);
    const day = new Date().toISOString().slice(0, 10);
    res
      .status(200)
      .set({
        'Content-Type': 'text/csv; charset=utf-8',
        'Content-Disposition': `attachment; filename="seller-leads-${day}.csv"`,
        'Cache-Control': 'no-store',
      })
      .send(csv);
  },
});
