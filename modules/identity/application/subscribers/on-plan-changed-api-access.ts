import {
  EntitlementsRestated,
  SubscriptionChanged,
  SubscriptionEnded,
  SubscriptionStarted,
  TrialEnded,
  TrialStarted,
  type SubscriptionEventPayload,
} from '../../../billing/contracts/events.ts';
import type { IntegrationEvent } from '../../../shared/kernel/events.ts';
import type { Subscriber, SubscriberContext } from '../../../shared/kernel/module.ts';
import { ApiAccess } from '../../domain/api-access.entity.ts';
import { User } from '../../domain/user.entity.ts';

export const API_ACCESS_PLAN_EVENTS = [
  TrialStarted,
  TrialEnded,
  SubscriptionStarted,
  SubscriptionChanged,
  SubscriptionEnded,
  EntitlementsRestated,
];

/**
 * Keeps identity's copy of whether a member's plan includes API access (billing's `apiAccess`: Buyer Pro
 * or Seller Premium), so key creation and every key request are decided without calling billing, which
 * comes after identity in the module order. Every payload carries the entitlements after the change; an
 * event older than the one applied is ignored. A restatement only fills in a member without a copy.
 */
export class OnPlanChangedApiAccess implements Subscriber {
  async handle(event: IntegrationEvent, { em }: SubscriberContext): Promise<void> {
    if (!API_ACCESS_PLAN_EVENTS.some((type) => type.is(event))) return;
    const { userId, entitlements } = event.payload as Pick<SubscriptionEventPayload, 'userId' | 'entitlements'>;
    const allowed = entitlements.buyer.apiAccess === true || entitlements.seller.apiAccess === true;
    // a restatement is as of the latest change it reflects: a plan event after that change replaces it, even one delivered first
    const asOf = new Date(EntitlementsRestated.is(event) ? event.payload.asOf : event.occurredAt);
    // billing may still speak of an account deleted since: it gets no copy back
    if ((await em.count(User, { id: userId })) === 0) return;
    const access = await em.findOne(ApiAccess, { userId });
    if (!access) em.persist(ApiAccess.copy(userId, allowed, asOf));
    // a restatement only fills in a member without a copy: one from a plan event is at least as new
    else if (!EntitlementsRestated.is(event)) access.update(allowed, asOf);
    await em.flush();
  }
}
