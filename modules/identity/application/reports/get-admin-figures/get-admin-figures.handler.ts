import { dailySeries, dayText, isoDay, splitByPeriod, utcDay, type FigurePeriod } from '../../../../shared/kernel/admin-figures.ts';
import type { SqlEntityManager as EntityManager } from '@mikro-orm/sql';
import { requireAdmin, type QueryContext, type QueryHandler } from '../../../../shared/kernel/bus.ts';
import { activeBefore, type ActiveSplit } from '../../active-before.ts';
import { PLATFORM } from '../../../../shared/kernel/tokens.ts';
import { answersQuery, UsesDependencies } from '../../../../shared/kernel/use-case.ts';
import { GetIdentityFigures, type IdentityFigures } from '../../../contracts/admin-figures.ts';

const needs = { em: PLATFORM.EntityManager };

const IS_SELLER = `'seller' = any(u.roles)`;

/** Sign-ups by role, members, and the members active in the period and the one before (decisions 0050, 0060, 0061). */
export class GetIdentityFiguresHandler extends UsesDependencies<typeof needs> implements QueryHandler<FigurePeriod, IdentityFigures> {
  async execute(period: FigurePeriod, { actor }: QueryContext): Promise<IdentityFigures> {
    requireAdmin(actor);
    const em = this.deps.em.fork();
    const { previousStart, start, end } = period;
    const [[members], signUps, now, before, [funds]] = await Promise.all([
      em.execute<Array<{ n: number }>>('select count(*)::int as n from identity.users'),
      // every member's and every seller's sign-ups per day, each from its index of creation times
      em.execute<Array<{ day: string; sellers: number; buyers: number }>>(
        `select ${dayText('day')} as day, sum(sellers)::int as sellers, (sum(members) - sum(sellers))::int as buyers from (
           select ${utcDay('u.created_at')} as day, count(*) as members, 0 as sellers
           from identity.users u where u.created_at >= ? and u.created_at < ? group by 1
           union all
           select ${utcDay('u.created_at')} as day, 0 as members, count(*) as sellers
           from identity.users u where ${IS_SELLER} and u.created_at >= ? and u.created_at < ? group by 1
         ) days group by days.day`,
        [previousStart, end, previousStart, end],
      ),
      this.#activeNow(em, start),
      activeBefore(em, period),
      // the partial index of waiting statements
      em.execute<Array<{ n: number }>>(`select count(*)::int as n from identity.funds_documents where status = 'pending'`),
    ]);
    return {
      members: members!.n,
      signUps: {
        buyers: splitByPeriod(signUps, period, (row) => row.buyers),
        sellers: splitByPeriod(signUps, period, (row) => row.sellers),
        daily: dailySeries(signUps, period, (row) => ({ buyers: row?.buyers ?? 0, sellers: row?.sellers ?? 0 })),
      },
      active: {
        buyers: { current: now.buyers, previous: before.buyers },
        sellers: { current: now.sellers, previous: before.sellers },
      },
      fundsToCheck: funds!.n,
    };
  }

  /**
   * The members active in a period ending today: those whose last active day is in it, counted from the
   * indexes of every member's and every seller's last active day.
   */
  async #activeNow(em: EntityManager, start: Date): Promise<ActiveSplit> {
    const [row] = await em.execute<Array<{ members: number; sellers: number }>>(
      `select (select count(*) from identity.users where last_active_day >= ?::date)::int as members,
              (select count(*) from identity.users where last_active_day >= ?::date and 'seller' = any(roles))::int as sellers`,
      [isoDay(start), isoDay(start)],
    );
    return { sellers: row!.sellers, buyers: row!.members - row!.sellers };
  }
}

export const getIdentityFigures = answersQuery(GetIdentityFigures, needs, GetIdentityFiguresHandler);
