import { contactListQuerySchema, type ContactFilter, type ContactListQuery } from '@contracts/leads/contracts/contacts-query.ts';

const KEYS = ['q', 'tag', 'state', 'type', 'price', 'cash', 'pof', 'page'] as const;
const FILTER_KEYS = ['q', 'tag', 'state', 'type', 'price', 'cash', 'pof'] as const;
/** the fields of several values (decision 0072): comma-separated in the URL, as the search page's lists */
const LIST_KEYS = ['tag', 'state', 'type'] as const;
type ListKey = (typeof LIST_KEYS)[number];
const isListKey = (key: string): key is ListKey => (LIST_KEYS as readonly string[]).includes(key);

/**
 * The buyers list's state in the URL (`?q=&tag=&state=TX,FL&type=&price=&cash=&pof=&page=`); defaults left out. A
 * list is one comma-separated value (`state=TX,FL`), so a link made when each field took one value still reads.
 */
export type ContactsSearch = Partial<Omit<Pick<ContactListQuery, (typeof KEYS)[number]>, ListKey> & Record<ListKey, string>>;

/** The members of a list in the URL (`"TX,FL"` → `['TX', 'FL']`). */
export const listOf = (value: string | undefined): string[] => (value ? value.split(',') : []);

/** A list as the URL keeps it: absent when empty. */
export const listParam = (values: readonly string[]): string | undefined => (values.length > 0 ? values.join(',') : undefined);

/** What the URL's params mean; a value that means nothing is dropped, not an error page. */
export function readContactsSearch(search: Record<string, unknown>): ContactsSearch {
  const read: Record<string, unknown> = {};
  for (const key of KEYS) {
    const parsed = contactListQuerySchema.shape[key].safeParse(search[key]);
    if (parsed.success && parsed.data !== undefined) read[key] = Array.isArray(parsed.data) ? listParam(parsed.data) : parsed.data;
  }
  if (read.page === 1) delete read.page;
  return read as ContactsSearch;
}

export function contactsQueryOf(search: ContactsSearch): ContactListQuery {
  return contactListQuerySchema.parse(search);
}

/** The URL's filter alone (no page), as a segment keeps it: lists as arrays. */
export function filterOf(search: ContactsSearch): ContactFilter {
  const filter: Record<string, unknown> = {};
  for (const key of FILTER_KEYS) {
    const value = search[key];
    if (value !== undefined) filter[key] = isListKey(key) ? listOf(value as string) : value;
  }
  return filter as ContactFilter;
}

/** A segment's filter as the URL keeps it. */
export function searchOf(filter: Partial<ContactFilter>): ContactsSearch {
  const search: Record<string, unknown> = {};
  for (const key of FILTER_KEYS) {
    const value = filter[key];
    if (value !== undefined) search[key] = Array.isArray(value) ? listParam(value) : value;
  }
  return search as ContactsSearch;
}

/** Whether the list is filtered at all. */
export const isFiltered = (search: ContactsSearch) => Object.keys(filterOf(search)).length > 0;

/** Two filters select the same contacts (same fields, same values in any order). */
export function sameFilter(a: Partial<ContactFilter>, b: Partial<ContactFilter>): boolean {
  const same = (x: unknown, y: unknown) =>
    Array.isArray(x) && Array.isArray(y) ? x.length === y.length && x.every((item) => y.includes(item)) : x === y;
  return FILTER_KEYS.every((key) => same(a[key] ?? undefined, b[key] ?? undefined));
}
