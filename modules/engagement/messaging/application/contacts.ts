import type { SqlEntityManager as EntityManager } from '@mikro-orm/sql';
import { startOfUtcMonth } from '../../../shared/kernel/utc-dates.ts';

/**
 * The plan's contacts: the different members `userId` started conversations with or made an offer to this
 * calendar month (UTC), whatever the conversations are about, each member once (decision 0069).
 * StartConversation enforces the plan's limit on this count, and the leads module's MakeOffer through
 * `EngagementApi.membersContactedThisMonth`.
 */
export async function membersContactedThisMonth(em: EntityManager, userId: string, now: Date): Promise<string[]> {
  const since = startOfUtcMonth(now);
  const rows = await em.execute<Array<{ member_id: string }>>(
    `select seller_id as member_id from engagement.conversations where buyer_id = ? and created_at >= ?
     union
     select seller_id from engagement.offer_contacts where buyer_id = ? and made_at >= ?`,
    [userId, since, userId, since],
  );
  return rows.map((row) => row.member_id);
}
