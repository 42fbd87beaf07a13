import { contactListQuerySchema, type ContactFilter, type ContactListQuery } from '@contracts/leads/contracts/contacts-query.ts';

const KEYS = ['q', 'tag', 'state', 'type', 'price', 'cash', 'pof', 'page'] as const;
const FILTER_KEYS = ['q', 'tag', 'state', 'type', 'price', 'cash', 'pof'] as const;

/** The buyers list's state in the URL (`?q=&tag=&state=&type=&price=&cash=&pof=&page=`); defaults left out. */
export type ContactsSearch = Partial<Pick<ContactListQuery, (typeof KEYS)[number]>>;

/** What the URL's params mean; a value that means nothing is dropped, not an error page. */
export function readContactsSearch(search: Record<string, unknown>): ContactsSearch {
  const read: ContactsSearch = {};
  for (const key of KEYS) {
    const parsed = contactListQuerySchema.shape[key].safeParse(search[key]);
    if (parsed.success && parsed.data !== undefined) Object.assign(read, { [key]: parsed.data });
  }
  if (read.page === 1) delete read.page;
  return read;
}

export function contactsQueryOf(search: ContactsSearch): ContactListQuery {
  return contactListQuerySchema.parse(search);
}

/** The URL's filter alone (no page), as a segment keeps it. */
export function filterOf(search: ContactsSearch): ContactFilter {
  const filter: Record<string, unknown> = {};
  for (const key of FILTER_KEYS) if (search[key] !== undefined) filter[key] = search[key];
  return filter as ContactFilter;
}

/** Whether the list is filtered at all. */
export const isFiltered = (search: ContactsSearch) => Object.keys(filterOf(search)).length > 0;

/** Two filters select the same contacts (same fields, same values). */
export function sameFilter(a: Partial<ContactFilter>, b: Partial<ContactFilter>): boolean {
  return FILTER_KEYS.every((key) => (a[key] ?? undefined) === (b[key] ?? undefined));
}
