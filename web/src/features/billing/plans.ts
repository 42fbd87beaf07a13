import type { Entitlements, SubscriptionView } from '@contracts/billing/contracts/http.ts';
import { BUYER_PLANS, PURCHASABLE, SELLER_PLANS, type Audience, type Plan } from '@contracts/billing/contracts/plans.ts';
import { formatDollars, formatNumber } from '@/lib/utils.ts';

export { BUYER_PLANS, SELLER_PLANS };
export type { Audience, Plan };

/** Plans shown on /pricing: the seller trial is started from a paid plan, not chosen on its own. */
export const PRICING_PLANS: Record<Audience, readonly Plan[]> = {
  buyer: BUYER_PLANS,
  seller: SELLER_PLANS.filter((plan) => plan.tier !== 'trial'),
};

export const AUDIENCE_LABEL: Record<Audience, string> = { buyer: 'Buyer', seller: 'Seller' };

export function isAudience(value: string): value is Audience {
  return value === 'buyer' || value === 'seller';
}

/** The catalog plan for an audience and tier, or undefined. */
export function findPlan(audience: Audience, tier: string): Plan | undefined {
  return (audience === 'buyer' ? BUYER_PLANS : SELLER_PLANS).find((plan) => plan.tier === tier);
}

/** The seller's buyers list and campaigns, from the plan's limits, after its features on /pricing. */
export function buyersListLines(plan: Plan): string[] {
  if (plan.audience !== 'seller') return [];
  const { contactsKept, campaignMailsPerDay } = plan.limits;
  const lines: string[] = [];
  if (contactsKept === null) lines.push('Unlimited buyers list');
  else if (contactsKept > 0) lines.push(`Buyers list of ${formatNumber(contactsKept)} contacts`);
  if (campaignMailsPerDay > 0) lines.push(`Campaigns: ${formatNumber(campaignMailsPerDay)} mails a day`);
  return lines;
}

/** A plan that can be bought (not free, not the trial). */
export function isPurchasable(audience: Audience, tier: string): boolean {
  return PURCHASABLE[audience].includes(tier);
}

/** "$79/mo" (whole dollars). */
export function formatMonthlyPrice(plan: Pick<Plan, 'monthlyPrice'>): string {
  return `${formatDollars(plan.monthlyPrice)}/mo`;
}

/** "$29.00" → "$29" unless there are cents: amounts from the payment provider. */
export function formatCents(amountCents: number): string {
  return new Intl.NumberFormat('en-US', {
    style: 'currency',
    currency: 'USD',
    minimumFractionDigits: amountCents % 100 === 0 ? 0 : 2,
  }).format(amountCents / 100);
}

/** A subscription that is running (the user has the plan now). */
export function isLive(subscription: SubscriptionView | null | undefined): subscription is SubscriptionView {
  return Boolean(subscription && isLiveStatus(subscription.status));
}

export function isLiveStatus(status: SubscriptionView['status']): boolean {
  return status === 'trialing' || status === 'active' || status === 'past_due';
}

/** The tier a user is on for an audience: the live subscription's plan, else the entitlement's tier. */
export function currentTier(entitlements: Entitlements, audience: Audience): string {
  const subscription = entitlements.subscriptions[audience];
  if (isLive(subscription)) return subscription.tier;
  return audience === 'buyer' ? entitlements.buyerTier : entitlements.sellerTier;
}

/** Whole days left until `iso` (rounded up, never below 0). */
export function daysUntil(iso: string, now = Date.now()): number {
  return Math.max(0, Math.ceil((new Date(iso).getTime() - now) / 86_400_000));
}

const dateFormat = new Intl.DateTimeFormat('en-US', { month: 'long', day: 'numeric', year: 'numeric' });

export function formatDate(iso: string): string {
  return dateFormat.format(new Date(iso));
}

export const STATUS_LABEL: Record<SubscriptionView['status'], string> = {
  trialing: 'Free trial',
  active: 'Active',
  past_due: 'Payment due',
  canceled: 'Cancelled',
  expired: 'Expired',
};
