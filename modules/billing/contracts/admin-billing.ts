import { z } from 'zod';
import { singleLine } from '../../shared/kernel/text.ts';
import { SUBSCRIPTION_STATUSES } from './http.ts';

/**
 * The back office's billing tables (decision 0051's pattern):
 * - `GET /api/admin/subscriptions?q&audience&tier&status&sort&order&page&pageSize` → `AdminSubscriptionList`;
 * - `GET /api/admin/invoices?q&memberId&status&sort&order&page&pageSize` → `AdminInvoiceList`;
 * - each with `/export`: the same filter's rows (at most `BILLING_EXPORT_MAX`) as CSV;
 * - `POST /api/admin/invoices/:invoiceId/refund` with a `reason` → the invoice's row.
 */

export const BILLING_ADMIN_PAGE_SIZE = 25;
export const BILLING_EXPORT_MAX = 10_000;

/** started: newest first; trial end and period end: soonest first; amount (MRR): largest first, unless `order` says otherwise */
export const ADMIN_SUBSCRIPTION_SORTS = ['started', 'trial-end', 'period-end', 'amount'] as const;
export type AdminSubscriptionSort = (typeof ADMIN_SUBSCRIPTION_SORTS)[number];
/** the paid plans a subscription can be on (a trial runs on the plan it will become) */
export const PAID_TIERS = ['plus', 'pro', 'starter', 'premium'] as const;

export const ADMIN_INVOICE_STATUSES = ['paid', 'failed', 'refunded'] as const;
export type AdminInvoiceStatus = (typeof ADMIN_INVOICE_STATUSES)[number];
export const ADMIN_INVOICE_SORTS = ['created', 'amount'] as const;

const searchText = singleLine(z.string().trim().max(100, 'Search text is at most 100 characters'), 'q').optional();
const order = z.enum(['asc', 'desc']).optional();
const paging = {
  page: z.coerce.number().int().min(1, 'page starts at 1').max(10_000).default(1),
  pageSize: z.coerce.number().int().min(1).max(100, 'pageSize is at most 100').default(BILLING_ADMIN_PAGE_SIZE),
};

export const adminSubscriptionFilterSchema = z.object({
  /** words of the member's name or email, or their account id */
  q: searchText,
  audience: z.enum(['buyer', 'seller']).optional(),
  tier: z.enum(PAID_TIERS).optional(),
  status: z.enum(SUBSCRIPTION_STATUSES).optional(),
  sort: z.enum(ADMIN_SUBSCRIPTION_SORTS).default('started'),
  order,
});
export type AdminSubscriptionFilter = z.output<typeof adminSubscriptionFilterSchema>;
export const adminSubscriptionListQuerySchema = adminSubscriptionFilterSchema.extend(paging);
export type AdminSubscriptionListQuery = z.output<typeof adminSubscriptionListQuerySchema>;

export const adminInvoiceFilterSchema = z.object({
  q: searchText,
  memberId: z.uuid('memberId is an account id').optional(),
  status: z.enum(ADMIN_INVOICE_STATUSES).optional(),
  sort: z.enum(ADMIN_INVOICE_SORTS).default('created'),
  /** newest first and largest first unless told otherwise */
  order,
});
export type AdminInvoiceFilter = z.output<typeof adminInvoiceFilterSchema>;
export const adminInvoiceListQuerySchema = adminInvoiceFilterSchema.extend(paging);
export type AdminInvoiceListQuery = z.output<typeof adminInvoiceListQuerySchema>;

/** whose record it is; name and email are null for an account deleted since */
export const billingMemberSchema = z.object({ id: z.string(), name: z.string().nullable(), email: z.string().nullable() });
export type BillingMember = z.infer<typeof billingMemberSchema>;

export const adminSubscriptionSchema = z.object({
  id: z.string(),
  member: billingMemberSchema,
  audience: z.enum(['buyer', 'seller']),
  tier: z.string(),
  /** the plan's name in the catalogue, e.g. "Seller Pro" */
  plan: z.string(),
  status: z.enum(SUBSCRIPTION_STATUSES),
  cancelAtPeriodEnd: z.boolean(),
  trialEndsAt: z.string().nullable(),
  currentPeriodEnd: z.string(),
  startedAt: z.string(),
  /** what it adds to monthly recurring revenue, in dollars: the plan's price while active or past due, else 0 */
  mrr: z.number(),
  /** its invoices whose payment failed and was not collected since */
  failedPayments: z.number().int(),
  provider: z.enum(['test', 'stripe']),
});
export type AdminSubscription = z.infer<typeof adminSubscriptionSchema>;

export const adminSubscriptionListSchema = z.object({
  subscriptions: z.array(adminSubscriptionSchema),
  total: z.number().int(),
  page: z.number().int(),
  pageSize: z.number().int(),
});
export type AdminSubscriptionList = z.infer<typeof adminSubscriptionListSchema>;

export const adminInvoiceSchema = z.object({
  id: z.string(),
  number: z.string(),
  member: billingMemberSchema,
  description: z.string(),
  /** in dollars */
  amount: z.number(),
  currency: z.string(),
  status: z.enum(ADMIN_INVOICE_STATUSES),
  provider: z.enum(['test', 'stripe']),
  /** the provider's id of the invoice or charge */
  providerReference: z.string(),
  periodStart: z.string().nullable(),
  periodEnd: z.string().nullable(),
  createdAt: z.string(),
  refundedAt: z.string().nullable(),
});
export type AdminInvoice = z.infer<typeof adminInvoiceSchema>;

export const adminInvoiceListSchema = z.object({
  invoices: z.array(adminInvoiceSchema),
  total: z.number().int(),
  page: z.number().int(),
  pageSize: z.number().int(),
});
export type AdminInvoiceList = z.infer<typeof adminInvoiceListSchema>;

export const invoiceIdParamsSchema = z.object({ invoiceId: z.uuid('No such invoice') });

/** The text answered when a refund must be made at Stripe (this app does not move money there). */
export const STRIPE_REFUNDS_ELSEWHERE = 'Refunds go through the Stripe dashboard';
