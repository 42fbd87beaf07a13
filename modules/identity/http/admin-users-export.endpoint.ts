import { endpoint } from '../../shared/kernel/endpoint.ts';
import { ADMIN_EXPORT_MAX, adminUserFilterSchema } from '../contracts/admin-users.ts';
import { ADMIN_TAG } from '../application/http.ts';
import { ONLY_ADMINS_SEE_ACCOUNTS } from '../application/reports/list-admin-users/list-admin-users.handler.ts';
import { ExportAdminUsers } from '../application/reports/list-admin-users/list-admin-users.query.ts';

/** The accounts table's rows as a CSV download. */
export const exportAdminUsersEndpoint = endpoint({
  method: 'get',
  path: '/api/admin/users/export',
  tag: ADMIN_TAG,
  summary: 'Every account a filter selects, as CSV',
  description: `The accounts table's filter and sort; at most ${ADMIN_EXPORT_MAX.toLocaleString('en-US')} rows. Text that a spreadsheet would run as a formula starts with \`'\`.`,
  access: 'admin',
  forbidden: ONLY_ADMINS_SEE_ACCOUNTS,
  query: adminUserFilterSchema,
  invalid: 'Invalid account filter',
  produces: 'text/csv',
  handle: async ({ query, actor }, _req, res, { queries }) => {
    const csv = await queries.ask(ExportAdminUsers, query, actor);
    const day = new Date().toISOString().slice(0, 10);
    res
      .status(200)
      .set({
        'Content-Type': 'text/csv; charset=utf-8',
        'Content-Disposition': `attachment; filename="accounts-${day}.csv"`,
        'Cache-Control': 'no-store',
      })
      .send(csv);
  },
});
