import type { SqlEntityManager as EntityManager } from '@mikro-orm/sql';
import type { Entitlements } from '../contracts/http.ts';
import { computeEntitlements } from '../domain/entitlements.ts';
import { Subscription, TrialUsage } from '../domain/subscription.entity.ts';

/** A user's subscriptions and entitlements, read inside the caller's unit of work. */
export async function loadAccount(
  em: EntityManager,
  userId: string,
): Promise<{ subscriptions: Subscription[]; entitlements: Entitlements }> {
  const [subscriptions, trial] = await Promise.all([em.find(Subscription, { userId }), em.findOne(TrialUsage, { userId })]);
  return { subscriptions, entitlements: computeEntitlements(subscriptions, trial !== null) };
}

/** The accounts of several users in two queries; users with no subscription are left out. */
export async function loadAccounts(
  em: EntityManager,
  userIds: string[],
): Promise<Map<string, { subscriptions: Subscription[]; entitlements: Entitlements }>> {
  const [subscriptions, trials] = await Promise.all([
    em.find(Subscription, { userId: { $in: userIds } }),
    em.find(TrialUsage, { userId: { $in: userIds } }),
  ]);
  const hadTrial = new Set(trials.map((trial) => trial.userId));
  const accounts = new Map<string, { subscriptions: Subscription[]; entitlements: Entitlements }>();
  for (const [userId, own] of Map.groupBy(subscriptions, (subscription) => subscription.userId)) {
    accounts.set(userId, { subscriptions: own, entitlements: computeEntitlements(own, hadTrial.has(userId)) });
  }
  return accounts;
}

/** The customer this user already is at the payments provider (from any of their subscriptions), if any. */
export async function providerCustomerOf(em: EntityManager, userId: string, provider: 'test' | 'stripe'): Promise<string | null> {
  const known = await em.findOne(Subscription, { userId, provider, providerCustomerId: { $ne: null } });
  return known?.providerCustomerId ?? null;
}
