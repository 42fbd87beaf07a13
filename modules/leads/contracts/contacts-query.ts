import { z } from 'zod';
import { singleLine } from '../../shared/kernel/text.ts';

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

export const contactFilterSchema = z.object({
  /** words in the name, email, company or phone */
  q: filterText.optional().transform((value) => value || undefined),
  tag: z
    .string()
    .trim()
    .max(CONTACT_LIMITS.tag)
    .optional()
    .transform((value) => value?.toLowerCase() || undefined),
});
export type ContactFilter = z.output<typeof contactFilterSchema>;

export const contactListQuerySchema = contactFilterSchema.extend({
  page: z.coerce.number().int().min(1, 'page starts at 1').max(100_000).default(1),
  pageSize: z.coerce.number().int().min(1).max(100, 'pageSize is at most 100').default(CONTACTS_PAGE_SIZE),
});
export type ContactListQuery = z.output<typeof contactListQuerySchema>;
export type ContactListParams = z.input<typeof contactListQuerySchema>;
