import type { SqlEntityManager as EntityManager } from '@mikro-orm/sql';
import type { Entitlements } from '../contracts/http.ts';
import { computeEntitlements } from '../domain/entitlements.ts';
import { Subscription, TrialUsage } from '../domain/subscription.entity.ts';

/** A user's subscriptions and entitlements, read inside the caller's unit of work. */
export async function loadAccount(em: EntityManager, userId: string): Promise<{ subscriptions: Subscription[]; entitlements: Entitlements }> {
  const [subscriptions, trial] = await Promise.all([em.find(Subscription, { userId }), em.findOne(TrialUsage, { userId })]);
  return { subscriptions, entitlements: computeEntitlements(subscriptions, trial !== null) };
}
