import type { SqlEntityManager as EntityManager } from '@mikro-orm/sql';
import type { CommandContext } from '../../shared/kernel/bus.ts';
import {
  SubscriptionChanged,
  SubscriptionEnded,
  SubscriptionStarted,
  TrialEnded,
  type SubscriptionEventPayload,
} from '../contracts/events.ts';
import type { Subscription, Transition } from '../domain/subscription.entity.ts';
import { loadAccount } from '../infrastructure/subscriptions.ts';
import { recordRevenueChange } from './revenue-history.ts';

/**
 * The payload of a subscription event: the subscription and the user's entitlements after the change.
 * Every change of a subscription is announced through here, so here its change of monthly revenue is
 * recorded, at `now`.
 */
export async function subscriptionPayload(em: EntityManager, subscription: Subscription, now: Date): Promise<SubscriptionEventPayload> {
  await recordRevenueChange(em, subscription, now);
  await em.flush();
  const { entitlements } = await loadAccount(em, subscription.userId);
  return { userId: subscription.userId, subscription: subscription.toView(), entitlements };
}

/**
 * The events of one transition, the same whoever moved the subscription (the billing clock or the
 * provider's webhooks): a trial that ended says so and whether it converted; then the subscription
 * started, ended or changed.
 */
export async function publishTransition(
  { em, publish }: Pick<CommandContext, 'em' | 'publish'>,
  subscription: Subscription,
  transition: Transition,
  wasTrialing: boolean,
  now: Date,
): Promise<void> {
  if (!transition) return;
  const payload = await subscriptionPayload(em, subscription, now);
  if (wasTrialing && subscription.status !== 'trialing') {
    const converted = transition === 'trial-converted';
    await em.execute('update billing.trial_usages set ended_at = ?, converted = ? where user_id = ? and ended_at is null', [
      now,
      converted,
      subscription.userId,
    ]);
    publish(TrialEnded.create(subscription.id, { ...payload, converted }));
  }
  if (transition === 'trial-converted' || transition === 'started') publish(SubscriptionStarted.create(subscription.id, payload));
  else if (transition === 'trial-expired' || transition === 'ended') publish(SubscriptionEnded.create(subscription.id, payload));
  else publish(SubscriptionChanged.create(subscription.id, payload));
}
