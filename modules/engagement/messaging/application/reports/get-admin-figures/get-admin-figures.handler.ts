import { dailySeries, dayText, splitByPeriod, utcDay, type FigurePeriod } from '../../../../../shared/kernel/admin-figures.ts';
import { requireAdmin, type QueryContext, type QueryHandler } from '../../../../../shared/kernel/bus.ts';
import { PLATFORM } from '../../../../../shared/kernel/tokens.ts';
import { answersQuery, UsesDependencies } from '../../../../../shared/kernel/use-case.ts';
import { GetEngagementFigures, type EngagementFigures } from '../../../../contracts/admin-figures.ts';

const needs = { em: PLATFORM.EntityManager };

/** Conversations started per day, and the reports waiting for an administrator (decision 0050). */
export class GetEngagementFiguresHandler extends UsesDependencies<typeof needs> implements QueryHandler<FigurePeriod, EngagementFigures> {
  async execute(period: FigurePeriod, { actor }: QueryContext): Promise<EngagementFigures> {
    requireAdmin(actor);
    const em = this.deps.em.fork();
    const [started, [reports]] = await Promise.all([
      em.execute<Array<{ day: string; n: number }>>(
        `select ${dayText(utcDay('created_at'))} as day, count(*)::int as n from engagement.conversations
         where created_at >= ? and created_at < ? group by ${utcDay('created_at')}`,
        [period.previousStart, period.end],
      ),
      em.execute<Array<{ n: number }>>(`select count(*)::int as n from engagement.reports where status = 'open'`),
    ]);
    return {
      conversations: splitByPeriod(started, period, (row) => row.n),
      daily: dailySeries(started, period, (row) => ({ count: row?.n ?? 0 })),
      openReports: reports!.n,
    };
  }
}

export const getEngagementFigures = answersQuery(GetEngagementFigures, needs, GetEngagementFiguresHandler);
