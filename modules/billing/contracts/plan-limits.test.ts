import { describe, expect, it } from 'vitest';
import type { Entitlements } from './http.ts';
import { allowance, assertWithinPlan, mayUseApi, PlanLimitReachedError, suggestedTier } from './plan-limits.ts';
import { buyerPlan, sellerPlan, type BuyerTier, type SellerTier } from './plans.ts';

function entitlements(buyerTier: BuyerTier, sellerTier: SellerTier): Entitlements {
  return {
    buyerTier,
    sellerTier,
    buyer: buyerPlan(buyerTier).limits,
    seller: sellerPlan(sellerTier).limits,
    trialAvailable: false,
    subscriptions: { buyer: null, seller: null },
  };
}

const message = ({ limit, allowed }: { limit: string; allowed: number }) => `${limit} ${allowed}`;

function refusal(run: () => void): PlanLimitReachedError {
  try {
    run();
  } catch (error) {
    if (error instanceof PlanLimitReachedError) return error;
    throw error;
  }
  throw new Error('expected a PlanLimitReachedError');
}

describe('plan limits', () => {
  it('reads counts, unlimited and features from the entitlements', () => {
    const free = entitlements('free', 'starter');
    expect(allowance(free, 'favorites')).toBe(10);
    expect(allowance(free, 'activeListings')).toBe(3);
    expect(allowance(free, 'propertyAlerts')).toBe(0);
    expect(allowance(free, 'pipelineAndLeads')).toBeNull();
    expect(allowance(entitlements('plus', 'premium'), 'favorites')).toBeNull();
    expect(allowance(entitlements('plus', 'premium'), 'activeListings')).toBeNull();
  });

  it('lets the last allowed one through and refuses the next with one answer shape', () => {
    const free = entitlements('free', 'starter');
    expect(() => assertWithinPlan(free, 'favorites', 9, message)).not.toThrow();
    const error = refusal(() => assertWithinPlan(free, 'favorites', 10, message));
    expect(error).toMatchObject({
      kind: 'forbidden',
      code: 'plan_limit_reached',
      upgradeRequired: true,
      message: 'favorites 10',
      details: { limit: 'favorites', allowed: 10, tier: 'free', suggestedTier: 'plus' },
    });
    expect(refusal(() => assertWithinPlan(free, 'activeListings', 3, message)).details).toEqual({
      limit: 'activeListings',
      allowed: 3,
      tier: 'starter',
      suggestedTier: 'pro',
    });
  });

  it('refuses a feature the plan lacks, and never limits an unlimited plan', () => {
    expect(refusal(() => assertWithinPlan(entitlements('free', 'free'), 'propertyAlerts', 0, message)).details).toEqual({
      limit: 'propertyAlerts',
      allowed: 0,
      tier: 'free',
      suggestedTier: 'plus',
    });
    expect(() => assertWithinPlan(entitlements('pro', 'premium'), 'contactsPerMonth', 10_000, message)).not.toThrow();
  });

  it('suggests the cheapest plan one can buy that allows more', () => {
    expect(suggestedTier('favorites', 10)).toBe('plus');
    expect(suggestedTier('contactsPerMonth', 3)).toBe('plus');
    expect(suggestedTier('activeListings', 0)).toBe('starter');
    expect(suggestedTier('activeListings', 3)).toBe('pro');
    expect(suggestedTier('activeListings', 15)).toBe('premium');
    expect(suggestedTier('featuredPerMonth', 0)).toBe('pro');
    expect(suggestedTier('featuredPerMonth', 1)).toBe('premium');
    expect(suggestedTier('pipelineAndLeads', 0)).toBe('starter');
  });

  it('grants API access on Buyer Pro and Seller Premium only, and refuses the others suggesting Buyer Pro', () => {
    expect(mayUseApi(entitlements('pro', 'free'))).toBe(true);
    expect(mayUseApi(entitlements('free', 'premium'))).toBe(true);
    for (const [buyer, seller] of [
      ['free', 'free'],
      ['plus', 'pro'],
      ['free', 'trial'],
      ['plus', 'starter'],
    ] as const) {
      expect(mayUseApi(entitlements(buyer, seller))).toBe(false);
    }
    expect(refusal(() => assertWithinPlan(entitlements('plus', 'pro'), 'apiAccess', 0, message)).details).toEqual({
      limit: 'apiAccess',
      allowed: 0,
      tier: 'plus',
      suggestedTier: 'pro',
    });
  });
});
