/** the buyers list's URL parameters (`?q=&tag=&state=&type=&price=&cash=&pof=&page=`) and the kind of value each holds */
const PARAM_KINDS = {
  q: 'string',
  tag: 'string',
  state: 'string',
  type: 'string',
  price: 'number',
  cash: 'boolean',
  pof: 'boolean',
  page: 'number',
} as const;

export const CONTACTS_PARAMS = Object.keys(PARAM_KINDS) as Array<keyof typeof PARAM_KINDS>;

interface Kinds {
  string: string;
  number: number;
  boolean: boolean;
}
export type ContactsParams = { -readonly [K in keyof typeof PARAM_KINDS]?: Kinds[(typeof PARAM_KINDS)[K]] };

/**
 * The route keeps the URL's buyers-list parameters of the right kind; the page reads what they mean with
 * the contacts' schemas (`readContactsSearch`), which so load with that page and not with every page.
 */
export function pickContactsParams(search: Record<string, unknown>): ContactsParams {
  const params: Record<string, unknown> = {};
  for (const key of CONTACTS_PARAMS) if (typeof search[key] === PARAM_KINDS[key]) params[key] = search[key];
  return params as ContactsParams;
}
