import { z } from 'zod';
import { singleLine } from '../../shared/kernel/text.ts';
import { LEAD_NEXT_STEPS, LEAD_SOURCES, sellerLeadRecordSchema } from './seller-leads.ts';

/**
 * The back office's leads table (decision 0051):
 * - `GET /api/admin/seller-leads?q&status&coverage&state&sort&order&page&pageSize` → `AdminSellerLeadList`;
 * - `GET /api/admin/seller-leads/export` → the same filter's rows (at most `ADMIN_LEADS_EXPORT_MAX`) as CSV;
 * - `POST /api/admin/seller-leads/:id/assign` `{ sellerId, reason? }` → the lead's row.
 */

/** `unclaimed` is open or queued: the leads no seller has yet */
export const ADMIN_LEAD_STATUSES = ['unclaimed', 'queued', 'open', 'claimed', 'all'] as const;
export type AdminLeadStatus = (typeof ADMIN_LEAD_STATUSES)[number];
/** `uncovered`: when it came in, no seller with leads bought in its place, and the owner was told the team reviews it */
export const ADMIN_LEAD_COVERAGES = ['all', 'uncovered', 'covered'] as const;
export type AdminLeadCoverage = (typeof ADMIN_LEAD_COVERAGES)[number];
export const ADMIN_LEAD_SORTS = ['received', 'state'] as const;
export type AdminLeadSort = (typeof ADMIN_LEAD_SORTS)[number];
export const ADMIN_LEADS_PAGE_SIZE = 25;
export const ADMIN_LEADS_EXPORT_MAX = 10_000;

export const adminSellerLeadFilterSchema = z.object({
  /** words in the owner's name, email, phone (digits, however typed), the address or the city */
  q: singleLine(z.string().trim().max(100, 'Search text is at most 100 characters'), 'q').optional(),
  status: z.enum(ADMIN_LEAD_STATUSES).default('unclaimed'),
  coverage: z.enum(ADMIN_LEAD_COVERAGES).default('all'),
  state: z
    .string()
    .trim()
    .regex(/^[A-Za-z]{2}$/, 'state is a two-letter code')
    .transform((value) => value.toUpperCase())
    .optional(),
  sort: z.enum(ADMIN_LEAD_SORTS).default('received'),
  /** the sort's natural order when absent: newest first, states A to Z */
  order: z.enum(['asc', 'desc']).optional(),
});
export type AdminSellerLeadFilter = z.output<typeof adminSellerLeadFilterSchema>;

export const adminSellerLeadListQuerySchema = adminSellerLeadFilterSchema.extend({
  page: z.coerce.number().int().min(1, 'page starts at 1').max(10_000).default(1),
  pageSize: z.coerce.number().int().min(1).max(100, 'pageSize is at most 100').default(ADMIN_LEADS_PAGE_SIZE),
});
export type AdminSellerLeadListQuery = z.output<typeof adminSellerLeadListQuerySchema>;
export type AdminSellerLeadListParams = z.input<typeof adminSellerLeadListQuerySchema>;

/** A lead as the back office lists it: the record, what the owner was told, and who has it. */
export const adminSellerLeadSchema = sellerLeadRecordSchema.extend({
  nextStep: z.enum(LEAD_NEXT_STEPS),
  source: z.enum(LEAD_SOURCES),
  /** the seller who has it, by name (null while unclaimed, or for an account since deleted) */
  claimedByName: z.string().nullable(),
  /** an administrator gave it to the seller (rather than the seller taking it) */
  assigned: z.boolean(),
});
export type AdminSellerLead = z.infer<typeof adminSellerLeadSchema>;

export const adminSellerLeadListSchema = z.object({
  leads: z.array(adminSellerLeadSchema),
  total: z.number().int(),
  page: z.number().int(),
  pageSize: z.number().int(),
});
export type AdminSellerLeadList = z.infer<typeof adminSellerLeadListSchema>;

/** `POST /api/admin/seller-leads/:id/assign`: the seller who gets the lead, and why (kept in the audit log). */
export const assignSellerLeadSchema = z.object({
  sellerId: z.uuid({ message: 'Choose a seller' }),
  reason: z.preprocess(
    (value) => (value === '' || value === null ? undefined : value),
    singleLine(z.string().trim().max(500, 'The reason is at most 500 characters'), 'Reason').optional(),
  ),
});
export type AssignSellerLeadRequest = z.output<typeof assignSellerLeadSchema>;
