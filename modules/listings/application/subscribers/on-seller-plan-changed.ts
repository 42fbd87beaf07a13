import type { IntegrationEvent } from '../../../shared/kernel/events.ts';
import type { Subscriber, SubscriberContext } from '../../../shared/kernel/module.ts';
import { isNewerPlanSnapshot, PLAN_CHANGE_EVENTS, planSnapshotOf } from '../../../billing/contracts/events.ts';
import { ListingStatusChanged, ListingUpdated } from '../../contracts/events.ts';
import { Property } from '../../domain/property.entity.ts';
import { SellerPlan } from '../../domain/seller-plan.entity.ts';
import { limitsOf } from '../plan-limits.ts';
import { PLATFORM } from '../../../shared/kernel/tokens.ts';
import { UsesDependencies } from '../../../shared/kernel/use-case.ts';

export const SELLER_PLAN_EVENTS = PLAN_CHANGE_EVENTS;

export const onSellerPlanChangedNeeds = { clock: PLATFORM.Clock };

/**
 * Keeps the listings module's copy of each seller's plan limits from billing's subscription events
 * (docs/decisions/0008-seller-plan-copy.md). When a change lowers a limit below what the seller uses,
 * nothing is deleted: the oldest-published active listings beyond the new limit are unpublished
 * (withdrawn, reason 'plan-limit'), and the oldest-featured beyond the featured limit unfeatured;
 * the newest stay. Raising the limit again republishes nothing: the seller chooses. Moving onto or off
 * the Premium plan sets or clears the Premium badge on every listing of the seller.
 */
export class OnSellerPlanChanged extends UsesDependencies<typeof onSellerPlanChangedNeeds> implements Subscriber {
  async handle(event: IntegrationEvent, { em, publish }: SubscriberContext): Promise<void> {
    const snapshot = planSnapshotOf(event, SELLER_PLAN_EVENTS);
    if (!snapshot) return;
    const { userId: ownerId, entitlements, asOf: occurredAt } = snapshot;
    const stored = await em.findOne(SellerPlan, { ownerId });
    if (!isNewerPlanSnapshot(occurredAt, stored?.sourceOccurredAt)) return; // a newer event was applied already

    const before = limitsOf(stored);
    const wasPremium = stored?.tier === 'premium';
    const after = { activeListings: entitlements.seller.activeListings, featuredPerMonth: entitlements.seller.featuredPerMonth };
    const now = this.deps.clock.now();
    const plan = stored ?? em.create(SellerPlan, { ownerId, tier: entitlements.sellerTier, sourceOccurredAt: occurredAt, updatedAt: now });
    plan.tier = entitlements.sellerTier;
    plan.activeListingsLimit = after.activeListings;
    plan.featuredPerMonth = after.featuredPerMonth;
    plan.sourceOccurredAt = occurredAt;
    plan.updatedAt = now;
    if (lowered(after.featuredPerMonth, before.featuredPerMonth)) plan.unfeaturedByDowngrade = 0; // raised again

    const withdrawn: Property[] = [];
    const unfeatured: Property[] = [];
    if (lowered(before.activeListings, after.activeListings)) {
      const active = await em.find(Property, { ownerId, status: 'active' }, { orderBy: { publishedAt: 'desc', id: 'desc' } });
      for (const property of active.slice(after.activeListings!)) {
        property.withdraw(now, 'plan-limit');
        withdrawn.push(property);
      }
    }
    if (lowered(before.featuredPerMonth, after.featuredPerMonth)) {
      const featured = await em.find(
        Property,
        { ownerId, status: 'active', featured: true },
        { orderBy: { featuredAt: 'desc', id: 'desc' } },
      );
      for (const property of featured.slice(after.featuredPerMonth!)) {
        property.unfeature(now);
        unfeatured.push(property);
      }
      plan.unfeaturedByDowngrade = unfeatured.length;
    }
    const badgeChanged: Property[] = [];
    if ((entitlements.sellerTier === 'premium') !== wasPremium) {
      for (const property of await em.find(Property, { ownerId })) {
        property.sellerPremium = !wasPremium;
        if (!withdrawn.includes(property) && !unfeatured.includes(property)) badgeChanged.push(property);
      }
    }
    await em.flush();
    for (const property of badgeChanged) publish(ListingUpdated.create(property.id, property.toSnapshot()));
    for (const property of withdrawn) {
      publish(ListingStatusChanged.create(property.id, { ...property.toSnapshot(), previousStatus: 'active', reason: 'plan-limit' }));
    }
    for (const property of unfeatured) publish(ListingUpdated.create(property.id, property.toSnapshot()));
  }
}

/** true when `after` allows fewer than `before` (null = unlimited) */
function lowered(before: number | null, after: number | null): boolean {
  return after !== null && (before === null || after < before);
}
