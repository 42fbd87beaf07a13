import { contactListQuerySchema, type ContactListQuery } from '@contracts/leads/contracts/contacts-query.ts';

const KEYS = ['q', 'tag', 'page'] as const;

/** The buyers list's state in the URL (`?q=&tag=&page=`); defaults left out. */
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
