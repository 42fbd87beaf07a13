import { defineEntity, p } from '@mikro-orm/core';

/**
 * The listings module's copy of a seller's plan limits, kept from billing's subscription events
 * (docs/architecture.md section 8.4; docs/decisions/0008-seller-plan-copy.md). Commands read it in their
 * own transaction instead of asking billing. No row = the free seller plan. `null` limits = unlimited.
 */
const SellerPlanSchema = defineEntity({
  name: 'SellerPlan',
  schema: 'listings',
  tableName: 'seller_plans',
  properties: {
    ownerId: p.uuid().primary(),
    tier: p.string().length(20),
    activeListingsLimit: p.integer().nullable(),
    featuredPerMonth: p.integer().nullable(),
    /** listings a downgrade unfeatured (shown to the seller until the featured limit rises again) */
    unfeaturedByDowngrade: p.integer().default(0),
    /** when billing's event happened: an older event is ignored */
    sourceOccurredAt: p.datetime(),
    updatedAt: p.datetime(),
  },
});

export class SellerPlan extends SellerPlanSchema.class {}
SellerPlanSchema.setClass(SellerPlan);
export { SellerPlanSchema };
