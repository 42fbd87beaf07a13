import { endpoint } from '../../shared/kernel/endpoint.ts';
import { ADMIN_LISTINGS_EXPORT_MAX, adminListingFilterSchema } from '../contracts/admin-listings.ts';
import { ADMIN_TAG } from '../application/http.ts';
import { ExportAdminListings } from '../application/reports/list-admin-listings/list-admin-listings.query.ts';
import { ONLY_ADMINS_MODERATE } from '../domain/listing.errors.ts';

/** The listings table's rows as a CSV download. */
export const exportAdminListingsEndpoint = endpoint({
  method: 'get',
  path: '/api/admin/listings/export',
  tag: ADMIN_TAG,
  summary: 'Every listing a filter selects, as CSV',
  description: `The listings table's filter and sort; at most ${ADMIN_LISTINGS_EXPORT_MAX.toLocaleString('en-US')} rows. Text that a spreadsheet would run as a formula starts with \`'\`.`,
  access: 'admin',
  forbidden: ONLY_ADMINS_MODERATE,
  query: adminListingFilterSchema,
  invalid: 'Invalid listing filter',
  produces: 'text/csv',
  handle: async ({ query, actor }, _req, res, { queries }) => {
    const csv = await queries.ask(ExportAdminListings, query, actor);
    const day = new Date().toISOString().slice(0, 10);
    res
      .status(200)
      .set({
        'Content-Type': 'text/csv; charset=utf-8',
        'Content-Disposition': `attachment; filename="listings-${day}.csv"`,
        'Cache-Control': 'no-store',
      })
      .send(csv);
  },
});
