import type { SqlEntityManager as EntityManager } from '@mikro-orm/sql';
import type { SubscriptionEventPayload } from '../contracts/events.ts';
import type { Subscription } from '../domain/subscription.entity.ts';
import { loadAccount } from '../infrastructure/subscriptions.ts';

/** The payload of a subscription event: the subscription and the user's entitlements after the change. */
export async function subscriptionPayload(em: EntityManager, subscription: Subscription): Promise<SubscriptionEventPayload> {
  await em.flush();
  const { entitlements } = await loadAccount(em, subscription.userId);
  return { userId: subscription.userId, subscription: subscription.toView(), entitlements };
}
