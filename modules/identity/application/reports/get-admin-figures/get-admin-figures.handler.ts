import { dailySeries, isoDay, splitByPeriod, utcDay, type FigurePeriod } from '../../../../shared/kernel/admin-figures.ts';
import { requireAdmin, type QueryContext, type QueryHandler } from '../../../../shared/kernel/bus.ts';
import { PLATFORM } from '../../../../shared/kernel/tokens.ts';
import { answersQuery, UsesDependencies } from '../../../../shared/kernel/use-case.ts';
import { GetIdentityFigures, type IdentityFigures } from '../../../contracts/admin-figures.ts';

const needs = { em: PLATFORM.EntityManager };

const IS_SELLER = `'seller' = any(u.roles)`;

/** Sign-ups by role, members, and the members active in the period and the one before (decision 0050). */
export class GetIdentityFiguresHandler extends UsesDependencies<typeof needs> implements QueryHandler<FigurePeriod, IdentityFigures> {
  async execute(period: FigurePeriod, { actor }: QueryContext): Promise<IdentityFigures> {
    requireAdmin(actor);
    const em = this.deps.em.fork();
    const { previousStart, start, end } = period;
    const [members] = await em.execute<Array<{ n: number }>>('select count(*)::int as n from identity.users');
    const signUps = await em.execute<Array<{ day: string; sellers: number; buyers: number }>>(
      `select ${utcDay('u.created_at')} as day, count(*) filter (where ${IS_SELLER})::int as sellers,
              count(*) filter (where not ${IS_SELLER})::int as buyers
       from identity.users u where u.created_at >= ? and u.created_at < ? group by 1`,
      [previousStart, end],
    );
    // the members who made a signed-in request on a day of the period: the distinct ids of the days (an
    // index-only read of the sellers' ids tells them apart, rather than a pass over every account's row)
    const active = async (from: Date, to: Date) =>
      (
        await em.execute<Array<{ sellers: number; buyers: number }>>(
          `select count(s.id)::int as sellers, (count(*) - count(s.id))::int as buyers
           from (select distinct d.user_id from identity.active_days d where d.day >= ?::date and d.day < ?::date) a
           left join (select u.id from identity.users u where ${IS_SELLER}) s on s.id = a.user_id`,
          [isoDay(from), isoDay(to)],
        )
      )[0]!;
    const [now, before] = await Promise.all([active(start, end), active(previousStart, start)]);
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
    };
  }
}

export const getIdentityFigures = answersQuery(GetIdentityFigures, needs, GetIdentityFiguresHandler);
