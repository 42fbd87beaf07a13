import { matchesQuerySchema, type MatchesQuery } from '@contracts/leads/contracts/matching.ts';

/** The matches page's state in the URL (`?show=all&page=2`); defaults left out. */
export type MatchesSearch = Partial<Pick<MatchesQuery, 'show' | 'page'>>;

/** What the URL's params mean; a value that means nothing is dropped, not an error page. */
export function readMatchesSearch(search: Record<string, unknown>): MatchesSearch {
  const read: MatchesSearch = {};
  const show = matchesQuerySchema.shape.show.safeParse(search.show);
  if (show.success && show.data === 'all') read.show = 'all';
  const page = matchesQuerySchema.shape.page.safeParse(search.page);
  if (page.success && page.data > 1) read.page = page.data;
  return read;
}

export function matchesQueryOf(search: MatchesSearch): MatchesQuery {
  return matchesQuerySchema.parse(search);
}
