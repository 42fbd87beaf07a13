import type { SqlEntityManager as EntityManager } from '@mikro-orm/sql';
import { startOfUtcMonth } from '../../../shared/kernel/utc-dates.ts';

/**
 * The plan's contacts: the different members `userId` started conversations with this calendar month
 * (UTC), whatever the conversations are about; StartConversation enforces the plan's limit on this count.
 */
export async function membersContactedThisMonth(em: EntityManager, userId: string, now: Date): Promise<string[]> {
  const rows = await em.execute<Array<{ seller_id: string }>>(
    'select distinct seller_id from engagement.conversations where buyer_id = ? and created_at >= ?',
    [userId, startOfUtcMonth(now)],
  );
  return rows.map((row) => row.seller_id);
}
