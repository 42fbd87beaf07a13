import { z } from 'zod';
import { rateTrendSchema, trendSchema, type FigurePeriod } from '../../shared/kernel/admin-figures.ts';
import { defineQuery } from '../../shared/kernel/bus.ts';

/**
 * Billing's back-office figures, amounts in cents. Monthly recurring revenue (MRR) is what paid
 * subscriptions (active, or past due while the charge is retried) bring in a month at catalog prices:
 * `mrr.current` now, `mrr.previous` at the period's start. Its movements in the period: `new` from
 * subscriptions that brought nothing before (reactivations too), `expansion` and `contraction` from
 * plan changes, `churn` from subscriptions that stopped paying. Trials: started in the period, ended in
 * it, and of those converted to a paid plan. Failed payments: charges that failed in the period.
 */
export const billingFiguresSchema = z.object({
  mrr: trendSchema,
  movements: z.object({ new: trendSchema, expansion: trendSchema, contraction: trendSchema, churn: trendSchema }),
  paidSubscriptions: z.number().int(),
  trialing: z.number().int(),
  trials: z.object({ started: trendSchema, ended: trendSchema, converted: trendSchema, conversionRate: rateTrendSchema }),
  failedPayments: trendSchema,
});
export type BillingFigures = z.infer<typeof billingFiguresSchema>;

export const GetBillingFigures = defineQuery<FigurePeriod, BillingFigures>('billing.get-admin-figures');
