import { BUYER_PLANS, PURCHASABLE } from '../../billing/contracts/plans.ts';
import { AppError, NotFoundError } from '../../shared/kernel/errors.ts';
import { FAVORITES_LIMIT_MESSAGE, type FavoritesLimitDetails } from '../contracts/http.ts';

/** The property is not publicly listed (unknown, a draft, withdrawn, expired or deleted): nothing to favorite. */
export class FavoritePropertyNotFoundError extends NotFoundError {
  constructor() {
    super('Property not found', 'property_not_found');
  }
}

/** The cheapest buyer plan one can buy whose favorites limit is unlimited or above `allowed`. */
export function suggestedBuyerTier(allowed: number): string {
  const candidates = BUYER_PLANS.filter(
    (plan) => PURCHASABLE.buyer.includes(plan.tier) && (plan.limits.favorites === null || plan.limits.favorites > allowed),
  );
  const cheapest = candidates.reduce<(typeof candidates)[number] | undefined>(
    (best, plan) => (best === undefined || plan.monthlyPrice < best.monthlyPrice ? plan : best),
    undefined,
  );
  return cheapest?.tier ?? PURCHASABLE.buyer[PURCHASABLE.buyer.length - 1];
}

/**
 * One favorite more than the buyer's plan allows. `upgradeRequired` makes the web app open the
 * upgrade dialog; 403 so the client does not retry it (spec section 8).
 */
export class FavoritesLimitReachedError extends AppError {
  constructor(tier: string, allowed: number) {
    const details: FavoritesLimitDetails = { limit: 'favorites', allowed, tier, suggestedTier: suggestedBuyerTier(allowed) };
    super('forbidden', FAVORITES_LIMIT_MESSAGE, { code: 'plan_limit_reached', details, upgradeRequired: true });
  }
}
