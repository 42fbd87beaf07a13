import { rate, type FigurePeriod, type Trend } from '../../../../shared/kernel/admin-figures.ts';
import { requireAdmin, type QueryContext, type QueryHandler } from '../../../../shared/kernel/bus.ts';
import { PLATFORM } from '../../../../shared/kernel/tokens.ts';
import { answersQuery, UsesDependencies } from '../../../../shared/kernel/use-case.ts';
import { GetBillingFigures, type BillingFigures } from '../../../contracts/admin-figures.ts';
import { BUYER_PLANS, SELLER_PLANS } from '../../../contracts/plans.ts';

const needs = { em: PLATFORM.EntityManager };

type Counts = Record<string, number>;

/** How a recorded change of a subscription's monthly revenue counts, in cents. */
const MOVEMENTS = {
  new: 'case when from_cents = 0 then to_cents else 0 end',
  expansion: 'case when from_cents > 0 and to_cents > from_cents then to_cents - from_cents else 0 end',
  contraction: 'case when to_cents > 0 and to_cents < from_cents then from_cents - to_cents else 0 end',
  churn: 'case when to_cents = 0 then from_cents else 0 end',
  net: 'to_cents - from_cents',
};

/** MRR now and at the period's start, its movements, trials and failed payments (decision 0050). */
export class GetBillingFiguresHandler extends UsesDependencies<typeof needs> implements QueryHandler<FigurePeriod, BillingFigures> {
  async execute({ previousStart, start, end }: FigurePeriod, { actor }: QueryContext): Promise<BillingFigures> {
    requireAdmin(actor);
    const em = this.deps.em.fork();
    const sums = Object.entries(MOVEMENTS).flatMap(([name, expression]) => [
      `coalesce(sum(${expression}) filter (where at >= ?), 0)::int as "${name}"`,
      `coalesce(sum(${expression}) filter (where at < ?), 0)::int as "previous_${name}"`,
    ]);
    // asked side by side: on Postgres each takes a connection of its own (decision 0060)
    const [plans, [movements], [trials], [failed]] = await Promise.all([
      em.execute<Array<{ audience: string; tier: string; status: string; n: number }>>(
        `select audience, tier, status, count(*)::int as n from billing.subscriptions
         where status in ('active', 'past_due', 'trialing') group by audience, tier, status`,
      ),
      em.execute<Array<Counts>>(`select ${sums.join(', ')} from billing.mrr_movements where at >= ? and at < ?`, [
        ...sums.map(() => start),
        previousStart,
        end,
      ]),
      em.execute<Array<Counts>>(
        `select count(*) filter (where started_at >= ? and started_at < ?)::int as started,
              count(*) filter (where started_at >= ? and started_at < ?)::int as previous_started,
              count(*) filter (where ended_at >= ? and ended_at < ?)::int as ended,
              count(*) filter (where ended_at >= ? and ended_at < ?)::int as previous_ended,
              count(*) filter (where ended_at >= ? and ended_at < ? and converted)::int as converted,
              count(*) filter (where ended_at >= ? and ended_at < ? and converted)::int as previous_converted
       from billing.trial_usages where started_at >= ? or ended_at >= ?`,
        [
          start,
          end,
          previousStart,
          start,
          start,
          end,
          previousStart,
          start,
          start,
          end,
          previousStart,
          start,
          previousStart,
          previousStart,
        ],
      ),
      em.execute<Array<Counts>>(
        `select count(*) filter (where failed_at >= ?)::int as current, count(*) filter (where failed_at < ?)::int as previous
         from billing.invoices where failed_at >= ? and failed_at < ?`,
        [start, start, previousStart, end],
      ),
    ]);
    const price = (audience: string, tier: string) =>
      ([...BUYER_PLANS, ...SELLER_PLANS].find((plan) => plan.audience === audience && plan.tier === tier)?.monthlyPrice ?? 0) * 100;
    const paid = plans.filter((row) => row.status !== 'trialing');
    const mrrNow = paid.reduce((total, row) => total + row.n * price(row.audience, row.tier), 0);
    const trend = (row: Counts | undefined, name: string): Trend => ({
      current: row?.[name] ?? 0,
      previous: row?.[`previous_${name}`] ?? 0,
    });
    const converted = trend(trials, 'converted');
    const ended = trend(trials, 'ended');
    return {
      // the revenue at the period's start: now, less what moved since
      mrr: { current: mrrNow, previous: mrrNow - trend(movements, 'net').current },
      movements: {
        new: trend(movements, 'new'),
        expansion: trend(movements, 'expansion'),
        contraction: trend(movements, 'contraction'),
        churn: trend(movements, 'churn'),
      },
      paidSubscriptions: paid.reduce((total, row) => total + row.n, 0),
      trialing: plans.filter((row) => row.status === 'trialing').reduce((total, row) => total + row.n, 0),
      trials: {
        started: trend(trials, 'started'),
        ended,
        converted,
        conversionRate: { current: rate(converted.current, ended.current), previous: rate(converted.previous, ended.previous) },
      },
      failedPayments: { current: failed?.current ?? 0, previous: failed?.previous ?? 0 },
    };
  }
}

export const getBillingFigures = answersQuery(GetBillingFigures, needs, GetBillingFiguresHandler);
