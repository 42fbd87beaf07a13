import { adminUserListQuerySchema, type AdminUserListQuery } from '@contracts/identity/contracts/admin-users.ts';

/** The accounts table's state in the URL (`?q=&role=&status=&sort=&order=&page=`); defaults left out. */
export type AdminAccountsSearch = Partial<Pick<AdminUserListQuery, 'q' | 'role' | 'status' | 'sort' | 'order' | 'page'>>;

/** What the URL's params mean; a value that means nothing is dropped, not an error page. */
export function readAdminAccountsSearch(search: Record<string, unknown>): AdminAccountsSearch {
  const read: AdminAccountsSearch = {};
  for (const key of ['q', 'role', 'status', 'sort', 'order', 'page'] as const) {
    const parsed = adminUserListQuerySchema.shape[key].safeParse(search[key]);
    if (parsed.success && parsed.data !== undefined) Object.assign(read, { [key]: parsed.data });
  }
  if (read.status === 'all') delete read.status;
  if (read.sort === 'created') delete read.sort;
  if (read.page === 1) delete read.page;
  if (!read.q) delete read.q;
  return read;
}

export function adminAccountsQueryOf(search: AdminAccountsSearch): AdminUserListQuery {
  return adminUserListQuerySchema.parse(search);
}
