import { EntitlementsRestated, PLAN_CHANGE_EVENTS, planSnapshotOf } from '../../../billing/contracts/events.ts';
import type { IntegrationEvent } from '../../../shared/kernel/events.ts';
import type { Subscriber, SubscriberContext } from '../../../shared/kernel/module.ts';
import { ApiAccess } from '../../domain/api-access.entity.ts';
import { User } from '../../domain/user.entity.ts';

export const API_ACCESS_PLAN_EVENTS = [...PLAN_CHANGE_EVENTS, EntitlementsRestated];

/**
 * Keeps identity's copy of whether a member's plan includes API access (billing's `apiAccess`: Buyer Pro
 * or Seller Premium), so key creation and every key request are decided without calling billing, which
 * comes after identity in the module order. Every payload carries the entitlements after the change; an
 * event older than the one applied is ignored. A restatement only fills in a member without a copy.
 */
export class OnPlanChangedApiAccess implements Subscriber {
  async handle(event: IntegrationEvent, { em }: SubscriberContext): Promise<void> {
    const snapshot = planSnapshotOf(event, API_ACCESS_PLAN_EVENTS);
    if (!snapshot) return;
    const { userId, entitlements, asOf } = snapshot;
    const allowed = entitlements.buyer.apiAccess === true || entitlements.seller.apiAccess === true;
    // billing may still speak of an account deleted since: it gets no copy back
    if ((await em.count(User, { id: userId })) === 0) return;
    const access = await em.findOne(ApiAccess, { userId });
    if (!access) em.persist(ApiAccess.copy(userId, allowed, asOf));
    // a restatement only fills in a member without a copy: one from a plan event is at least as new
    else if (!snapshot.restated) access.update(allowed, asOf);
    await em.flush();
  }
}
