import { LockMode } from '@mikro-orm/core';
import type { SqlEntityManager as EntityManager } from '@mikro-orm/sql';
import { PURCHASABLE, SELLER_PLANS, sellerPlan, type SellerTier } from '../../billing/contracts/plans.ts';
import { PlanLimitReachedError, type PlanLimitDetails } from '../domain/listing.errors.ts';
import { Property, startOfUtcMonth } from '../domain/property.entity.ts';
import { SellerPlan } from '../domain/seller-plan.entity.ts';

/** A seller's limits as the listings module knows them (its copy of billing's plans). `null` = unlimited. */
export interface SellerLimits {
  tier: SellerTier;
  activeListings: number | null;
  featuredPerMonth: number | null;
}

const FREE = sellerPlan('free').limits;

/** The limits of a seller's plan copy; no row = the free plan. */
export function limitsOf(plan: SellerPlan | null): SellerLimits {
  if (!plan) return { tier: 'free', activeListings: FREE.activeListings, featuredPerMonth: FREE.featuredPerMonth };
  return { tier: plan.tier as SellerTier, activeListings: plan.activeListingsLimit ?? null, featuredPerMonth: plan.featuredPerMonth ?? null };
}

/**
 * The seller's plan limits from the local copy. The row is locked until the transaction ends, so
 * two publications by one seller cannot both take the last slot.
 */
async function lockedSellerLimits(em: EntityManager, ownerId: string): Promise<SellerLimits> {
  return limitsOf(await em.findOne(SellerPlan, { ownerId }, { lockMode: LockMode.PESSIMISTIC_WRITE }));
}

/** Throws PlanLimitReachedError when the owner already has as many active listings as the plan allows. */
export async function assertCanPublish(em: EntityManager, listing: Pick<Property, 'id' | 'ownerId'>): Promise<void> {
  const limits = await lockedSellerLimits(em, listing.ownerId);
  if (limits.activeListings === null) return;
  const active = await em.count(Property, { ownerId: listing.ownerId, status: 'active', id: { $ne: listing.id } });
  if (active + 1 > limits.activeListings) throw activeListingsError(limits.tier, limits.activeListings);
}

/** Throws PlanLimitReachedError when the owner has used this UTC month's featured listings. */
export async function assertCanFeature(em: EntityManager, listing: Pick<Property, 'id' | 'ownerId'>, now: Date): Promise<void> {
  const limits = await lockedSellerLimits(em, listing.ownerId);
  if (limits.featuredPerMonth === null) return;
  const featured = await em.count(Property, { ownerId: listing.ownerId, featuredAt: { $gte: startOfUtcMonth(now) }, id: { $ne: listing.id } });
  if (featured + 1 > limits.featuredPerMonth) throw featuredError(limits.tier, limits.featuredPerMonth);
}

export const plural = (count: number, word: string) => `${count} ${word}${count === 1 ? '' : 's'}`;

function yourPlan(tier: SellerTier): string {
  return tier === 'trial' ? 'Your trial' : `Your ${tier === 'free' ? 'Free' : sellerPlan(tier).name} plan`;
}

/** The cheapest plan that allows more than `allowed` of the limit. */
function suggestedTier(limit: PlanLimitDetails['limit'], allowed: number): PlanLimitDetails['suggestedTier'] {
  const plan = SELLER_PLANS.find((candidate) => {
    if (!PURCHASABLE.seller.includes(candidate.tier)) return false;
    const value = candidate.limits[limit];
    return value === null || value > allowed;
  });
  return (plan?.tier ?? 'premium') as PlanLimitDetails['suggestedTier'];
}

export function activeListingsError(tier: SellerTier, allowed: number): PlanLimitReachedError {
  const details: PlanLimitDetails = { limit: 'activeListings', allowed, tier, suggestedTier: suggestedTier('activeListings', allowed) };
  const message =
    allowed === 0
      ? `${yourPlan(tier)} does not include publishing listings. Choose a seller plan to publish.`
      : `${yourPlan(tier)} allows ${plural(allowed, 'active listing')}. Upgrade to publish more.`;
  return new PlanLimitReachedError(message, details);
}

export function featuredError(tier: SellerTier, allowed: number): PlanLimitReachedError {
  const details: PlanLimitDetails = { limit: 'featuredPerMonth', allowed, tier, suggestedTier: suggestedTier('featuredPerMonth', allowed) };
  const message =
    allowed === 0
      ? `${yourPlan(tier)} does not include featured listings. Upgrade to feature a listing.`
      : `${yourPlan(tier)} allows ${plural(allowed, 'featured listing')} per month. Upgrade to feature more.`;
  return new PlanLimitReachedError(message, details);
}
