import { adminListingListQuerySchema, type AdminListingListQuery } from '@contracts/listings/contracts/admin-listings-query.ts';

const KEYS = ['view', 'q', 'status', 'category', 'state', 'sort', 'order', 'page'] as const;

/** The back office listings table's state in the URL (`?view=all&q=&status=&category=&state=&sort=&order=&page=`); defaults left out. */
export type AdminListingsSearch = Partial<Pick<AdminListingListQuery, (typeof KEYS)[number]>>;

/** What the URL's params mean; a value that means nothing is dropped, not an error page. */
export function readAdminListingsSearch(search: Record<string, unknown>): AdminListingsSearch {
  const read: AdminListingsSearch = {};
  for (const key of KEYS) {
    const parsed = adminListingListQuerySchema.shape[key].safeParse(search[key]);
    if (parsed.success && parsed.data !== undefined) Object.assign(read, { [key]: parsed.data });
  }
  if (read.view === 'queue') delete read.view;
  if (read.sort === 'waiting') delete read.sort;
  if (read.page === 1) delete read.page;
  if (!read.q) delete read.q;
  return read;
}

export const adminListingsQueryOf = (search: AdminListingsSearch): AdminListingListQuery => adminListingListQuerySchema.parse(search);
