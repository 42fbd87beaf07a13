import { endpoint } from '../../shared/kernel/endpoint.ts';
import { CONTACTS_EXPORT_MAX, contactFilterSchema } from '../contracts/contacts.ts';
import { CONTACTS_TAG } from '../application/http.ts';
import { ExportContacts } from '../application/reports/list-contacts/list-contacts.query.ts';

/** A segment of the buyers list as a CSV download. */
export const exportContactsEndpoint = endpoint({
  method: 'get',
  path: '/api/contacts/export',
  tag: CONTACTS_TAG,
  summary: 'Every contact a filter selects, as CSV',
  description: `The list's filter; at most ${CONTACTS_EXPORT_MAX.toLocaleString('en-US')} rows. Text that a spreadsheet would run as a formula starts with \`'\`.`,
  access: 'member',
  query: contactFilterSchema,
  invalid: 'Invalid contact filter',
  produces: 'text/csv',
  errors: [403],
  handle: async ({ query, actor }, _req, res, { queries }) => {
    const csv = await queries.ask(ExportContacts, query, actor);
    const day = new Date().toISOString().slice(0, 10);
    res
      .status(200)
      .set({
        'Content-Type': 'text/csv; charset=utf-8',
        'Content-Disposition': `attachment; filename="contacts-${day}.csv"`,
        'Cache-Control': 'no-store',
      })
      .send(csv);
  },
});
