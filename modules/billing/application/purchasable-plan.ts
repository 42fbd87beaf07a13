import { BUYER_PLANS, PURCHASABLE, SELLER_PLANS, type Audience, type Plan } from '../contracts/plans.ts';
import { UnknownPlanError } from '../domain/billing.errors.ts';

/** The catalog plan a user may buy, or a clear error. */
export function purchasablePlan(audience: Audience, tier: string): Plan {
  const plans: readonly Plan[] = audience === 'buyer' ? BUYER_PLANS : SELLER_PLANS;
  const plan = plans.find((candidate) => candidate.tier === tier);
  if (!plan || !PURCHASABLE[audience].includes(tier)) throw new UnknownPlanError(audience, tier);
  return plan;
}

/** A month of the plan as the provider charges it and the receipt reads: "DealAcre Pro (monthly)". */
export function monthlyCharge(plan: Plan): { amountCents: number; description: string } {
  return { amountCents: plan.monthlyPrice * 100, description: `DealAcre ${plan.name} (monthly)` };
}
