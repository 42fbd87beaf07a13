import type { SqlEntityManager as EntityManager } from '@mikro-orm/sql';
import { isoDay, type FigurePeriod } from '../../shared/kernel/admin-figures.ts';

export interface ActiveSplit {
  sellers: number;
  buyers: number;
}

/**
 * The members active in a period before (its days are past), as kept in `identity.active_before` (decision 0061):
 * the kept answer when there is one, else counted now and kept.
 */
export async function activeBefore(em: EntityManager, period: FigurePeriod): Promise<ActiveSplit> {
  return (await keptActiveBefore(em, period)) ?? countActiveBefore(em, period);
}

async function keptActiveBefore(em: EntityManager, { days, previousStart }: FigurePeriod): Promise<ActiveSplit | null> {
  const [kept] = await em.execute<ActiveSplit[]>(
    'select sellers, buyers from identity.active_before where days = ? and first_day = ?::date',
    [days, isoDay(previousStart)],
  );
  return kept ?? null;
}

/**
 * Counts the period's members once (the distinct ids of its active days, told apart by the sellers' index) and
 * keeps the answer; from then on the triggers on accounts and active days move it with every change.
 */
export async function countActiveBefore(em: EntityManager, period: FigurePeriod): Promise<ActiveSplit> {
  const { days, previousStart, start } = period;
  const [counted] = await em.execute<ActiveSplit[]>(
    `insert into identity.active_before (days, first_day, sellers, buyers)
     select ?, ?::date, count(s.id), count(*) - count(s.id)
     from (select distinct d.user_id from identity.active_days d where d.day >= ?::date and d.day < ?::date) a
     left join (select u.id from identity.users u where 'seller' = any(u.roles)) s on s.id = a.user_id
     on conflict (days, first_day) do nothing
     returning sellers, buyers`,
    [days, isoDay(previousStart), isoDay(previousStart), isoDay(start)],
  );
  // another request or host kept it meanwhile
  return counted ?? (await keptActiveBefore(em, period))!;
}
