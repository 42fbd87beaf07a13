/**
 * The matches page's state in the URL (`?show=all&page=2`); defaults left out. Read without the matching
 * contract's schemas: a route's `validateSearch` loads with every page.
 */
export interface MatchesSearch {
  show?: 'all';
  page?: number;
}

/** the highest page the API pages to (its `matchesQuerySchema`) */
const LAST_PAGE = 100_000;

/** What the URL's params mean; a value that means nothing is dropped, not an error page. */
export function readMatchesSearch(search: Record<string, unknown>): MatchesSearch {
  const read: MatchesSearch = {};
  if (search.show === 'all') read.show = 'all';
  const page = Number(search.page);
  if (Number.isInteger(page) && page > 1 && page <= LAST_PAGE) read.page = page;
  return read;
}
