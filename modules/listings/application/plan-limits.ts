import type { SqlEntityManager as EntityManager } from '@mikro-orm/sql';
import type { BillingApi } from '../../billing/contracts/api.ts';
import { assertWithinPlan, type PlanLimitDetails } from '../../billing/contracts/plan-limits.ts';
import { sellerPlan, type SellerTier } from '../../billing/contracts/plans.ts';
import { lockUsage } from '../../shared/kernel/usage-lock.ts';
import { startOfUtcMonth } from '../../shared/kernel/utc-dates.ts';
import { Property } from '../domain/property.entity.ts';
import type { SellerPlan } from '../domain/seller-plan.entity.ts';

/**
 * Publishing and featuring within the seller's plan, by billing's one enforcement pattern
 * (`billing/contracts/plan-limits.ts`): one seller's publications run one at a time from the lock to
 * commit, so two cannot both take the last slot; the allowance is billing's answer at this moment.
 */
export class SellerPlanLimits {
  readonly #billing: BillingApi;

  constructor(billing: BillingApi) {
    this.#billing = billing;
  }

  /** Throws PlanLimitReachedError when the owner already has as many active listings as the plan allows. */
  async assertCanPublish(em: EntityManager, listing: Pick<Property, 'id' | 'ownerId'>): Promise<void> {
    await lockUsage(em, 'listings.plan', listing.ownerId);
    const active = await em.count(Property, { ownerId: listing.ownerId, status: 'active', id: { $ne: listing.id } });
    assertWithinPlan(await this.#billing.entitlements(listing.ownerId), 'activeListings', active, ({ tier, allowed }) =>
      allowed === 0
        ? `${yourPlan(tier)} does not include publishing listings. Choose a seller plan to publish.`
        : `${yourPlan(tier)} allows ${plural(allowed, 'active listing')}. Upgrade to publish more.`,
    );
  }

  /** Throws PlanLimitReachedError when the owner has used this UTC month's featured listings. */
  async assertCanFeature(em: EntityManager, listing: Pick<Property, 'id' | 'ownerId'>, now: Date): Promise<void> {
    await lockUsage(em, 'listings.plan', listing.ownerId);
    const featured = await em.count(Property, {
      ownerId: listing.ownerId,
      featuredAt: { $gte: startOfUtcMonth(now) },
      id: { $ne: listing.id },
    });
    assertWithinPlan(await this.#billing.entitlements(listing.ownerId), 'featuredPerMonth', featured, ({ tier, allowed }) =>
      allowed === 0
        ? `${yourPlan(tier)} does not include featured listings. Upgrade to feature a listing.`
        : `${yourPlan(tier)} allows ${plural(allowed, 'featured listing')} per month. Upgrade to feature more.`,
    );
  }
}

/** A seller's limits from this module's copy of the plan, which it keeps to act on downgrades. `null` = unlimited. */
export interface CopiedSellerLimits {
  activeListings: number | null;
  featuredPerMonth: number | null;
}

/** The limits of a seller's plan copy; no row = the free plan. */
export function limitsOf(plan: SellerPlan | null): CopiedSellerLimits {
  if (!plan) return sellerPlan('free').limits;
  return { activeListings: plan.activeListingsLimit ?? null, featuredPerMonth: plan.featuredPerMonth ?? null };
}

export const plural = (count: number, word: string) => `${count} ${word}${count === 1 ? '' : 's'}`;

function yourPlan(tier: PlanLimitDetails['tier']): string {
  if (tier === 'trial') return 'Your trial';
  return `Your ${tier === 'free' ? 'Free' : sellerPlan(tier as SellerTier).name} plan`;
}
