import { adminSellerLeadListQuerySchema, type AdminSellerLeadListQuery } from '@contracts/leads/contracts/admin-leads.ts';

const KEYS = ['q', 'status', 'coverage', 'state', 'sort', 'order', 'page'] as const;

/** The leads table's state in the URL (`?q=&status=&coverage=&state=&sort=&order=&page=`); defaults left out. */
export type AdminLeadsSearch = Partial<Pick<AdminSellerLeadListQuery, (typeof KEYS)[number]>>;

/** What the URL's params mean; a value that means nothing is dropped, not an error page. */
export function readAdminLeadsSearch(search: Record<string, unknown>): AdminLeadsSearch {
  const read: AdminLeadsSearch = {};
  for (const key of KEYS) {
    const parsed = adminSellerLeadListQuerySchema.shape[key].safeParse(search[key]);
    if (parsed.success && parsed.data !== undefined) Object.assign(read, { [key]: parsed.data });
  }
  if (read.status === 'unclaimed') delete read.status;
  if (read.coverage === 'all') delete read.coverage;
  if (read.sort === 'received') delete read.sort;
  if (read.page === 1) delete read.page;
  if (!read.q) delete read.q;
  return read;
}

export function adminLeadsQueryOf(search: AdminLeadsSearch): AdminSellerLeadListQuery {
  return adminSellerLeadListQuerySchema.parse(search);
}
