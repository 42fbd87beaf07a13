import { z } from 'zod';
import { singleLine } from '../../shared/kernel/text.ts';
import { PROPERTY_CATEGORIES } from '../../listings/contracts/listing-terms.ts';

/**
 * The buyers list's limits and its list query, apart from the rest of the contacts' contracts: the web app's
 * route reads its URL with these, and a route's imports load with every page (zod's calls are not tree-shaken).
 */
export const CONTACT_LIMITS = {
  name: 120,
  company: 120,
  email: 254,
  phone: 40,
  market: 80,
  markets: 20,
  county: 80,
  counties: 50,
  tag: 40,
  tags: 20,
  notes: 2000,
  source: 120,
  search: 100,
  /** dollars */
  price: 1_000_000_000,
} as const;

export const CONTACTS_PAGE_SIZE = 25;

const filterText = singleLine(z.string().trim().max(CONTACT_LIMITS.search, 'Search text is at most 100 characters'), 'q');

/** a yes-only switch in a URL (`?cash=true`) or a JSON filter (`true`); `false` and empty mean no filter */
const onlyWhenTrue = (label: string) =>
  z
    .union([z.boolean(), z.enum(['true', 'false', ''])], { error: `${label} must be true or false` })
    .optional()
    .transform((value) => (value === true || value === 'true' ? true : undefined));

/** at most this many values of one field in a filter (every US state fits) */
export const FILTER_VALUES_MAX = 60;

/**
 * A field of several values (decision 0072): in a URL `state=TX,FL` (comma-separated, as the search page's lists), in
 * JSON an array; a single value (the links and saved segments made before fields took several) reads as a list of
 * one. Values are trimmed, empty ones dropped, each kept once; none means no filter.
 */
const anyOf = <T extends string>(item: z.ZodType<T>, label: string) =>
  z.preprocess(
    (value) => {
      if (value === undefined || value === null) return undefined;
      const parts = Array.isArray(value) ? value : typeof value === 'string' ? value.split(',') : [value];
      const items = parts.map((part) => (typeof part === 'string' ? part.trim() : part)).filter((part) => part !== '');
      return items.length > 0 ? items : undefined;
    },
    z
      .array(item)
      .max(FILTER_VALUES_MAX, `At most ${FILTER_VALUES_MAX} ${label}`)
      .optional()
      .transform((values) => (values ? [...new Set(values)] : undefined)),
  );

export const contactFilterSchema = z.object({
  /** words in the name, email, company or phone */
  q: filterText.optional().transform((value) => value || undefined),
  /** has any of these tags */
  tag: anyOf(
    singleLine(
      z.string({ error: 'Tags must be text' }).max(CONTACT_LIMITS.tag, `A tag is at most ${CONTACT_LIMITS.tag} characters`),
      'Tag',
    ).transform((value) => value.toLowerCase()),
    'tags',
  ),
  /** buys in any of these states (two-letter codes) */
  state: anyOf(
    z
      .string({ error: 'State must be a US state code such as TX' })
      .transform((value) => value.toUpperCase())
      .refine((value) => /^[A-Z]{2}$/.test(value), 'State must be a US state code such as TX'),
    'states',
  ),
  /** buys any of these property types (listing categories) */
  type: anyOf(z.enum(PROPERTY_CATEGORIES, { error: 'Choose a property type from the list' }), 'property types'),
  /** dollars: the contact's price range covers it (an open end covers any) */
  price: z.preprocess(
    (value) => (value === '' || value === null ? undefined : value),
    z.coerce
      .number({ error: 'Price must be a number of dollars' })
      .int('Price must be whole dollars')
      .min(0, 'Price must not be negative')
      .max(CONTACT_LIMITS.price, 'Price is too large')
      .optional(),
  ),
  /** pays cash (cash, or either cash or financing) */
  cash: onlyWhenTrue('Cash'),
  /** proof of funds on file */
  pof: onlyWhenTrue('Proof of funds'),
});
export type ContactFilter = z.output<typeof contactFilterSchema>;

export const contactListQuerySchema = contactFilterSchema.extend({
  page: z.coerce.number().int().min(1, 'page starts at 1').max(100_000).default(1),
  pageSize: z.coerce.number().int().min(1).max(100, 'pageSize is at most 100').default(CONTACTS_PAGE_SIZE),
});
export type ContactListQuery = z.output<typeof contactListQuerySchema>;
export type ContactListParams = z.input<typeof contactListQuerySchema>;
