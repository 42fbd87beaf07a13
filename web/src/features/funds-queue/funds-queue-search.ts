import { adminFundsListQuerySchema, type AdminFundsListQuery } from '@contracts/identity/contracts/verified-funds.ts';

/** The proof-of-funds queue's state in the URL (`?status=verified&page=2`); defaults left out. */
export type FundsQueueSearch = Partial<Pick<AdminFundsListQuery, 'status' | 'page'>>;

/** What the URL's params mean; a value that means nothing is dropped, not an error page. */
export function readFundsQueueSearch(search: Record<string, unknown>): FundsQueueSearch {
  const read: FundsQueueSearch = {};
  for (const key of ['status', 'page'] as const) {
    const parsed = adminFundsListQuerySchema.shape[key].safeParse(search[key]);
    if (parsed.success && parsed.data !== undefined) Object.assign(read, { [key]: parsed.data });
  }
  if (read.status === 'pending') delete read.status;
  if (read.page === 1) delete read.page;
  return read;
}

export const fundsQueueQueryOf = (search: FundsQueueSearch): AdminFundsListQuery => adminFundsListQuerySchema.parse(search);
