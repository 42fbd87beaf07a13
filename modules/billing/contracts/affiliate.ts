import { z } from 'zod';
import { singleLine } from '../../shared/kernel/text.ts';
import { billingMemberSchema } from './admin-billing.ts';

/**
 * The affiliate program (decision 0066), amounts in dollars:
 * - `GET /r/:code` and `?ref=<code>` on any page: the visit is counted and remembered for 60 days;
 * - `GET /api/affiliate` → `AffiliateOverview`, `GET /api/affiliate/ledger?page` → `AffiliateLedgerPage`;
 * - `POST /api/affiliate/payouts` → the payout asked for;
 * - `GET /api/admin/affiliate/payouts?status&month&page&pageSize` (and `/export`), `POST .../:payoutId/paid`
 *   `{ reference }`, `POST .../:payoutId/hold` `{ reason }`;
 * - `GET /api/admin/affiliate/commissions?page` (held for review), `POST .../:commissionId/decision` `{ approve, reason }`.
 */

export const AFFILIATE_LEDGER_PAGE_SIZE = 20;
export const PAYOUT_STATUSES = ['requested', 'held', 'paid'] as const;

export const affiliateMonthSchema = z.object({ month: z.string(), earned: z.number() });

export const payoutViewSchema = z.object({
  id: z.string(),
  amount: z.number(),
  status: z.enum(PAYOUT_STATUSES),
  reference: z.string().nullable(),
  requestedAt: z.string(),
  decidedAt: z.string().nullable(),
});
export type PayoutView = z.infer<typeof payoutViewSchema>;

export const affiliateOverviewSchema = z.object({
  code: z.string(),
  /** the path of the link; the page puts the site's address before it */
  linkPath: z.string(),
  clicks: z.number(),
  signUps: z.number(),
  payingMembers: z.number(),
  earnings: z.object({ pending: z.number(), held: z.number(), approved: z.number(), requested: z.number(), paid: z.number() }),
  commissionPercent: z.number(),
  commissionMonths: z.number(),
  payoutMinimum: z.number(),
  canRequestPayout: z.boolean(),
  openPayout: payoutViewSchema.nullable(),
  /** earned per month (UTC), the last 12, oldest first */
  months: z.array(affiliateMonthSchema),
});
export type AffiliateOverview = z.infer<typeof affiliateOverviewSchema>;

/**
 * One change of the ledger: money out of one balance (`from`) into another (`to`); a reversal or rejection
 * takes it out only. `amount` is negative when nothing receives it.
 */
export const ledgerEntryViewSchema = z.object({
  id: z.string(),
  at: z.string(),
  kind: z.string(),
  from: z.string().nullable(),
  to: z.string().nullable(),
  amount: z.number(),
});
export const affiliateLedgerPageSchema = z.object({
  entries: z.array(ledgerEntryViewSchema),
  total: z.number(),
  page: z.number(),
  pageSize: z.number(),
});
export type AffiliateLedgerPage = z.infer<typeof affiliateLedgerPageSchema>;
export const ledgerQuerySchema = z.object({ page: z.coerce.number().int().min(1, 'page starts at 1').max(10_000).default(1) });

const paging = {
  page: z.coerce.number().int().min(1, 'page starts at 1').max(10_000).default(1),
  pageSize: z.coerce.number().int().min(1).max(100, 'pageSize is at most 100').default(25),
};

export const adminPayoutFilterSchema = z.object({
  status: z.enum(PAYOUT_STATUSES).optional(),
  /** the month the payouts were asked for, `YYYY-MM` (UTC) */
  month: z
    .string()
    .regex(/^\d{4}-(0[1-9]|1[0-2])$/, 'month is YYYY-MM')
    .optional(),
});
export type AdminPayoutFilter = z.output<typeof adminPayoutFilterSchema>;
export const adminPayoutListQuerySchema = adminPayoutFilterSchema.extend(paging);
export type AdminPayoutListQuery = z.output<typeof adminPayoutListQuerySchema>;

export const adminPayoutSchema = payoutViewSchema.extend({ member: billingMemberSchema, note: z.string().nullable() });
export type AdminPayout = z.infer<typeof adminPayoutSchema>;
export const adminPayoutListSchema = z.object({
  payouts: z.array(adminPayoutSchema),
  total: z.number(),
  /** the sum of the listed filter's payouts */
  totalAmount: z.number(),
  page: z.number(),
  pageSize: z.number(),
});
export type AdminPayoutList = z.infer<typeof adminPayoutListSchema>;

export const payoutIdParamsSchema = z.object({ payoutId: z.uuid() });
export const commissionIdParamsSchema = z.object({ commissionId: z.uuid() });

export const markPayoutPaidSchema = z.object({
  reference: singleLine(
    z.string().trim().min(1, 'Give the payment reference').max(200, 'reference is at most 200 characters'),
    'reference',
  ),
});
export const payoutReasonSchema = z.object({
  reason: singleLine(
    z.string().trim().min(3, 'Give a reason (at least 3 characters)').max(500, 'reason is at most 500 characters'),
    'reason',
  ),
});
export const commissionDecisionSchema = payoutReasonSchema.extend({ approve: z.boolean() });

export const heldCommissionSchema = z.object({
  id: z.string(),
  affiliate: billingMemberSchema,
  referred: billingMemberSchema,
  amount: z.number(),
  invoiceAmount: z.number(),
  status: z.enum(['pending', 'held', 'approved', 'reversed', 'rejected']),
  reason: z.string().nullable(),
  createdAt: z.string(),
});
export type HeldCommission = z.infer<typeof heldCommissionSchema>;
export const heldCommissionListSchema = z.object({ commissions: z.array(heldCommissionSchema), total: z.number(), page: z.number() });
export type HeldCommissionList = z.infer<typeof heldCommissionListSchema>;
export const heldCommissionQuerySchema = z.object({ page: paging.page });

/**
 * The monthly run's other half (decision 0071): affiliates whose approved balance reached the minimum and who have
 * not asked (`GET /api/admin/affiliate/owed?page`), largest first; an administrator pays them
 * (`POST .../owed/:userId/paid` `{ reference }`) or holds their payout (`POST .../owed/:userId/hold` `{ reason }`).
 */
export const owedAffiliateSchema = z.object({ member: billingMemberSchema, approved: z.number() });
export type OwedAffiliate = z.infer<typeof owedAffiliateSchema>;
export const owedAffiliateListSchema = z.object({
  affiliates: z.array(owedAffiliateSchema),
  total: z.number(),
  /** what all of them are owed */
  totalAmount: z.number(),
  page: z.number(),
  pageSize: z.number(),
});
export type OwedAffiliateList = z.infer<typeof owedAffiliateListSchema>;
export const owedQuerySchema = z.object({ page: paging.page });
export const affiliateUserParamsSchema = z.object({ userId: z.uuid() });
