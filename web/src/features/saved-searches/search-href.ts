/** `/search` with these params (what `savedSearchParams` gives), as a link the search page reads back. */
export function searchPageHref(params: Record<string, string | number | boolean>): string {
  const query = new URLSearchParams(Object.entries(params).map(([key, value]) => [key, String(value)])).toString();
  return query ? `/search?${query}` : '/search';
}
