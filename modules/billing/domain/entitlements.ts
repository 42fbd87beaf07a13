import type { Entitlements } from '../contracts/http.ts';
import { buyerPlan, sellerPlan, type BuyerTier, type SellerTier } from '../contracts/plans.ts';
import type { Subscription } from './subscription.entity.ts';

/** What a user may do, from their subscriptions (at most one per audience). No subscription = free. */
export function computeEntitlements(subscriptions: Subscription[], trialUsed: boolean): Entitlements {
  const buyer = subscriptions.find((subscription) => subscription.audience === 'buyer') ?? null;
  const seller = subscriptions.find((subscription) => subscription.audience === 'seller') ?? null;
  const buyerTier = (buyer?.effectiveTier() ?? 'free') as BuyerTier;
  const sellerTier = (seller?.effectiveTier() ?? 'free') as SellerTier;
  return {
    buyerTier,
    sellerTier,
    buyer: buyerPlan(buyerTier).limits,
    seller: sellerPlan(sellerTier).limits,
    trialAvailable: !trialUsed,
    subscriptions: { buyer: buyer?.toView() ?? null, seller: seller?.toView() ?? null },
  };
}
