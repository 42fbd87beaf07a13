import { planSnapshotOf, SubscriptionChanged, SubscriptionEnded, SubscriptionStarted } from '../../../billing/contracts/events.ts';
import type { IntegrationEvent } from '../../../shared/kernel/events.ts';
import type { Subscriber, SubscriberContext } from '../../../shared/kernel/module.ts';
import { UserChanged } from '../../contracts/events.ts';
import { User } from '../../domain/user.entity.ts';

export const BUYER_PLAN_EVENTS = [SubscriptionStarted, SubscriptionChanged, SubscriptionEnded];

/**
 * Keeps the current user's `buyerTier` (spec section 3) from billing's subscription events, so that
 * identity answers `/api/auth/me` without calling billing, which comes after it in the module order.
 * Every payload carries the entitlements after the change; an event older than the one applied is ignored.
 */
export class OnBuyerPlanChanged implements Subscriber {
  async handle(event: IntegrationEvent, { em, publish }: SubscriberContext): Promise<void> {
    const snapshot = planSnapshotOf(event, BUYER_PLAN_EVENTS);
    if (!snapshot) return;
    const user = await em.findOne(User, { id: snapshot.userId });
    if (!user) return; // the account was deleted since
    const changed = user.copyBuyerTier(snapshot.entitlements.buyerTier, snapshot.asOf);
    await em.flush();
    if (changed) publish(UserChanged.create(user.id, user.toSnapshot()));
  }
}
