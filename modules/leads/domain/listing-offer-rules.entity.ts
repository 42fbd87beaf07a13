import { defineEntity, p } from '@mikro-orm/core';
import type { OfferRules } from '../contracts/offers.ts';

/**
 * What a listing's seller asks of offers on it: verified funds, and a best-and-final deadline for the
 * open bidders. A listing without a row asks for neither.
 */
const ListingOfferRulesSchema = defineEntity({
  name: 'ListingOfferRules',
  schema: 'leads',
  tableName: 'listing_offer_rules',
  properties: {
    propertyId: p.uuid().primary(),
    sellerId: p.uuid(),
    requireVerifiedFunds: p.boolean().default(false),
    bestAndFinalBy: p.datetime().nullable(),
    updatedAt: p.datetime(),
  },
});

export class ListingOfferRules extends ListingOfferRulesSchema.class {
  static create(propertyId: string, sellerId: string, now: Date): ListingOfferRules {
    const rules = new ListingOfferRules();
    rules.propertyId = propertyId;
    rules.sellerId = sellerId;
    rules.requireVerifiedFunds = false;
    rules.bestAndFinalBy = null;
    rules.updatedAt = now;
    return rules;
  }

  /** the best-and-final deadline while it has not passed */
  bestAndFinalOpen(now: Date): Date | null {
    return this.bestAndFinalBy && this.bestAndFinalBy > now ? this.bestAndFinalBy : null;
  }

  toView(now: Date): OfferRules {
    return {
      propertyId: this.propertyId,
      requireVerifiedFunds: this.requireVerifiedFunds,
      bestAndFinalBy: this.bestAndFinalOpen(now)?.toISOString() ?? null,
    };
  }
}
ListingOfferRulesSchema.setClass(ListingOfferRules);
export { ListingOfferRulesSchema };

/** the rules of a listing without a row */
export const noRules = (propertyId: string): OfferRules => ({ propertyId, requireVerifiedFunds: false, bestAndFinalBy: null });
