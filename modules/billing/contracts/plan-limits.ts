import { z } from 'zod';
import { AppError } from '../../shared/kernel/errors.ts';
import type { Entitlements } from './http.ts';
import { BUYER_PLANS, PURCHASABLE, SELLER_PLANS, type BuyerLimits, type SellerLimits } from './plans.ts';

/**
 * Plan limits (spec section 6): what each plan allows is in `plans.ts`; this file is the one way other
 * modules enforce them and the one answer they give when a limit is reached (docs/architecture.md section 3).
 *
 * The pattern, in the command's own transaction:
 *   1. serialise the user's actions of this kind (`lockUsage` from the kernel), so two requests cannot
 *      both take the last slot;
 *   2. count what the user already uses, in the enforcing module's own tables;
 *   3. `assertWithinPlan(await billing.entitlements(userId), limit, used, message)`: `BillingApi` reads
 *      through the caller's transaction, so the allowance is the plan at this moment.
 * A module that must act when a plan shrinks (unpublish, pause alerts) subscribes to billing's
 * subscription events; it never deletes what a user made.
 */
export type BuyerLimitName = keyof BuyerLimits;
export type SellerLimitName = keyof SellerLimits;
export type PlanLimitName = BuyerLimitName | SellerLimitName;

const BUYER_LIMIT_NAMES = [
  'contactsPerMonth',
  'favorites',
  'savedSearches',
  'propertyAlerts',
  'jvPosts',
  'jvFeatured',
  'apiAccess',
  'openOffers',
] as const satisfies readonly BuyerLimitName[];
const SELLER_LIMIT_NAMES = [
  'activeListings',
  'featuredPerMonth',
  'pipelineAndLeads',
  'leadClaimsPerMonth',
  'analytics',
  'advancedAnalytics',
  'contactsKept',
  'campaignMailsPerDay',
  'campaignMailsPerMinute',
] as const satisfies readonly SellerLimitName[];

/** `details` of every 403 `plan_limit_reached` answer; the web app reads `limit`, not the message. */
export const planLimitDetailsSchema = z.object({
  limit: z.enum([...BUYER_LIMIT_NAMES, ...SELLER_LIMIT_NAMES]),
  /** how many the user's plan allows; 0 when the plan does not include the feature at all */
  allowed: z.number().int().min(0),
  /** the user's plan for this limit's audience */
  tier: z.string(),
  /** the cheapest plan one can buy that allows more */
  suggestedTier: z.string(),
});
export type PlanLimitDetails = z.infer<typeof planLimitDetailsSchema>;

const isBuyerLimit = (limit: PlanLimitName): limit is BuyerLimitName => (BUYER_LIMIT_NAMES as readonly string[]).includes(limit);

/** A limit as a count: a number, `null` for unlimited; a feature counts 0 without it and unlimited with it. */
function asCount(value: number | boolean | null): number | null {
  if (typeof value === 'boolean') return value ? null : 0;
  return value;
}

/** How many of `limit` these entitlements allow; `null` = unlimited. */
export function allowance(entitlements: Entitlements, limit: PlanLimitName): number | null {
  return isBuyerLimit(limit) ? asCount(entitlements.buyer[limit]) : asCount(entitlements.seller[limit]);
}

/** The cheapest plan one can buy that allows more than `allowed` of `limit`. */
export function suggestedTier(limit: PlanLimitName, allowed: number): string {
  const [plans, purchasable] = isBuyerLimit(limit) ? [BUYER_PLANS, PURCHASABLE.buyer] : [SELLER_PLANS, PURCHASABLE.seller];
  const more = plans
    .filter((plan) => purchasable.includes(plan.tier))
    .filter((plan) => {
      const limits: Partial<Record<PlanLimitName, number | boolean | null>> = plan.limits;
      const value = asCount(limits[limit] ?? null);
      return value === null || value > allowed;
    })
    .sort((a, b) => a.monthlyPrice - b.monthlyPrice);
  return more[0]?.tier ?? purchasable[purchasable.length - 1];
}

/** Partner posts on the JV board: Buyer Plus or Pro, or any seller plan but the free one (the trial included). */
export function mayPostOnJvBoard(entitlements: Entitlements): boolean {
  return entitlements.buyer.jvPosts || entitlements.sellerTier !== 'free';
}

/**
 * Personal API keys and the public API: Buyer Pro or Seller Premium. A refusal names the buyer limit
 * (`assertWithinPlan(entitlements, 'apiAccess', 0, message)`), as the JV board's does, so it suggests Buyer Pro.
 */
export function mayUseApi(entitlements: Pick<Entitlements, 'buyer' | 'seller'>): boolean {
  return entitlements.buyer.apiAccess || entitlements.seller.apiAccess;
}

/**
 * A limit of the user's plan stops the action. 403 so the web client does not retry it, and
 * `upgradeRequired` so it opens the upgrade dialog (spec section 8).
 */
export class PlanLimitReachedError extends AppError {
  declare readonly details: PlanLimitDetails;

  constructor(message: string, details: PlanLimitDetails) {
    super('forbidden', message, { code: 'plan_limit_reached', details, upgradeRequired: true });
  }
}

/**
 * Throws `PlanLimitReachedError` when one more would exceed what the plan allows. `used` is what the
 * user has now (0 for a feature); `message` words the refusal for the action at hand.
 */
export function assertWithinPlan(
  entitlements: Entitlements,
  limit: PlanLimitName,
  used: number,
  message: (details: PlanLimitDetails) => string,
): void {
  const allowed = allowance(entitlements, limit);
  if (allowed === null || used + 1 <= allowed) return;
  const tier = isBuyerLimit(limit) ? entitlements.buyerTier : entitlements.sellerTier;
  const details: PlanLimitDetails = { limit, allowed, tier, suggestedTier: suggestedTier(limit, allowed) };
  throw new PlanLimitReachedError(message(details), details);
}

/**
 * "Unlimited" on a plan is unlimited for any real member, not for a script: what costs the server work
 * for as long as it exists (each saved search is matched against every new listing, and may alert at
 * once) stops at a ceiling every plan shares, with no upgrade to offer.
 */
export const UNLIMITED_CEILING = { savedSearches: 200, contacts: 100_000 } as const;

/** Refuses one more of what a member already keeps `ceiling` of (422 `ceiling_reached`). */
export function assertBelowCeiling(kept: number, ceiling: number, what: string): void {
  if (kept >= ceiling) {
    throw new AppError('business-rule', `You keep ${ceiling} ${what}, the most one account can. Delete one to add another.`, {
      code: 'ceiling_reached',
    });
  }
}
