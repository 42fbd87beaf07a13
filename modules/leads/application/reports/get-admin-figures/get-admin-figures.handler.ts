import { rate, type FigurePeriod } from '../../../../shared/kernel/admin-figures.ts';
import { requireAdmin, type QueryContext, type QueryHandler } from '../../../../shared/kernel/bus.ts';
import { PLATFORM } from '../../../../shared/kernel/tokens.ts';
import { answersQuery, UsesDependencies } from '../../../../shared/kernel/use-case.ts';
import { GetLeadsFigures, type LeadsFigures } from '../../../contracts/admin-figures.ts';

const needs = { em: PLATFORM.EntityManager };

/** Network leads submitted and taken in the period and the one before, and the queue now (decision 0050). */
export class GetLeadsFiguresHandler extends UsesDependencies<typeof needs> implements QueryHandler<FigurePeriod, LeadsFigures> {
  async execute({ previousStart, start, end }: FigurePeriod, { actor }: QueryContext): Promise<LeadsFigures> {
    requireAdmin(actor);
    const em = this.deps.em.fork();
    const [row] = await em.execute<
      Array<{ submitted: number; claimed: number; previous_submitted: number; previous_claimed: number; queued: number }>
    >(
      `select count(*) filter (where created_at >= ?)::int as submitted,
              count(*) filter (where created_at >= ? and status = 'claimed')::int as claimed,
              count(*) filter (where created_at < ?)::int as previous_submitted,
              count(*) filter (where created_at < ? and status = 'claimed')::int as previous_claimed,
              (select count(*) from leads.seller_leads where status = 'queued')::int as queued
       from leads.seller_leads where source = 'network' and created_at >= ? and created_at < ?`,
      [start, start, start, start, previousStart, end],
    );
    const figures = row!;
    return {
      submitted: { current: figures.submitted, previous: figures.previous_submitted },
      claimed: { current: figures.claimed, previous: figures.previous_claimed },
      claimRate: {
        current: rate(figures.claimed, figures.submitted),
        previous: rate(figures.previous_claimed, figures.previous_submitted),
      },
      queued: figures.queued,
    };
  }
}

export const getLeadsFigures = answersQuery(GetLeadsFigures, needs, GetLeadsFiguresHandler);
