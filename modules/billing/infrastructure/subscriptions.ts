import type { SqlEntityManager as EntityManager } from '@mikro-orm/sql';
import type { Entitlements } from '../contracts/http.ts';
import { computeEntitlements } from '../domain/entitlements.ts';
import { Subscription, TrialUsage } from '../domain/subscription.entity.ts';

/** A user's subscriptions and entitlements, read inside the caller's unit of work. */
export async function loadAccount(em: EntityManager, userId: string): Promise<{ subscriptions: Subscription[]; entitlements: Entitlements }> {
  const [subscriptions, trial] = await Promise.all([em.find(Subscription, { userId }), em.findOne(TrialUsage, { userId })]);
  return { subscriptions, entitlements: computeEntitlements(subscriptions, trial !== null) };
}

/** The customer this user already is at the payments provider (from any of their subscriptions), if any. */
export async function providerCustomerOf(em: EntityManager, userId: string, provider: 'test' | 'stripe'): Promise<string | null> {
  const known = await em.findOne(Subscription, { userId, provider, providerCustomerId: { $ne: null } });
  return known?.providerCustomerId ?? null;
}
