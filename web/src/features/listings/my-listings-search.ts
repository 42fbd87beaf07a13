import {
  defaultSortOrder,
  MY_LISTINGS_PAGE_MAX,
  MY_LISTINGS_PAGE_SIZE,
  MY_LISTINGS_SEARCH_MAX,
  MY_LISTINGS_SORTS,
  MY_LISTINGS_STATES,
  SORT_ORDERS,
  type MyListingsQuery,
  type MyListingsSort,
  type MyListingsState,
  type SortOrder,
} from '@contracts/listings/contracts/my-listings-query.ts';

/**
 * The seller's listings table on `/dashboard` as URL search params (`?q=austin&status=active&sort=price&order=asc&page=2`):
 * reload and back keep the search, the filter, the sort and the page. The route hands over the params
 * as it read them (text); what they may say is checked here, and a value that means nothing is dropped.
 */
export interface MyListingsSearch {
  q?: string;
  status?: MyListingsState;
  sort?: MyListingsSort;
  order?: SortOrder;
  /** 2 and up; the first page has none */
  page?: number;
}

/** The table's own order when the URL names none: what the seller changed last comes first. */
export const DASHBOARD_SORT: MyListingsSort = 'updated';

const oneOf = <T extends string>(words: readonly T[], value: unknown): T | undefined =>
  words.includes(value as T) ? (value as T) : undefined;

/** What the URL's params mean for the table; anything else is left out. */
export function readMyListingsSearch(search: {
  q?: unknown;
  status?: unknown;
  sort?: unknown;
  order?: unknown;
  page?: unknown;
}): MyListingsSearch {
  const q = typeof search.q === 'string' || typeof search.q === 'number' ? String(search.q).trim().slice(0, MY_LISTINGS_SEARCH_MAX) : '';
  const sort = oneOf(MY_LISTINGS_SORTS, search.sort);
  const order = oneOf(SORT_ORDERS, search.order);
  const page = Number(search.page);
  return {
    q: q || undefined,
    status: oneOf(MY_LISTINGS_STATES, search.status),
    sort: sort === DASHBOARD_SORT ? undefined : sort,
    // the sort's own order goes without saying
    order: order === defaultSortOrder(sort ?? DASHBOARD_SORT) ? undefined : order,
    page: Number.isInteger(page) && page > 1 && page <= MY_LISTINGS_PAGE_MAX ? page : undefined,
  };
}

/** `GET /api/my/properties`'s query for the table's state: every value spelled out. */
export function myListingsQueryOf(search: MyListingsSearch): MyListingsQuery {
  const sort = search.sort ?? DASHBOARD_SORT;
  return {
    q: search.q,
    status: search.status,
    sort,
    order: search.order ?? defaultSortOrder(sort),
    page: search.page ?? 1,
    pageSize: MY_LISTINGS_PAGE_SIZE,
  };
}

/** The params for a new state of the table: back on the first page unless it names one, defaults left out. */
export function nextMyListingsSearch(current: MyListingsSearch, change: Partial<MyListingsSearch>): MyListingsSearch {
  return readMyListingsSearch({ ...current, page: undefined, ...change });
}
