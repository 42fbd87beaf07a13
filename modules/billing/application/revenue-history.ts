import type { SqlEntityManager as EntityManager } from '@mikro-orm/sql';
import type { Subscription } from '../domain/subscription.entity.ts';

/** Records a change of the subscription's monthly revenue since the last one recorded, in the caller's transaction. */
export async function recordRevenueChange(em: EntityManager, subscription: Subscription, now: Date): Promise<void> {
  const revenue = subscription.monthlyRevenueCents();
  if (revenue === subscription.mrrCents) return;
  await em.execute('insert into billing.mrr_movements (subscription_id, user_id, at, from_cents, to_cents) values (?, ?, ?, ?, ?)', [
    subscription.id,
    subscription.userId,
    now,
    subscription.mrrCents,
    revenue,
  ]);
  subscription.mrrCents = revenue;
}
