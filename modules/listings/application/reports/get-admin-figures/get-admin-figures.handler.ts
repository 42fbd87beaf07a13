import { dailySeries, dayText, splitByPeriod, utcDay, type FigurePeriod } from '../../../../shared/kernel/admin-figures.ts';
import { requireAdmin, type QueryContext, type QueryHandler } from '../../../../shared/kernel/bus.ts';
import { PLATFORM } from '../../../../shared/kernel/tokens.ts';
import { answersQuery, UsesDependencies } from '../../../../shared/kernel/use-case.ts';
import { GetListingsFigures, type ListingsFigures } from '../../../contracts/admin-figures.ts';
import { LISTING_STATUSES, PROPERTY_CATEGORIES } from '../../../contracts/listing-terms.ts';

const needs = { em: PLATFORM.EntityManager };

/** Listings by status and live listings by category now, the listings created per day (decision 0050), and the moderation queue (0055). */
export class GetListingsFiguresHandler extends UsesDependencies<typeof needs> implements QueryHandler<FigurePeriod, ListingsFigures> {
  async execute(period: FigurePeriod, { actor }: QueryContext): Promise<ListingsFigures> {
    requireAdmin(actor);
    const em = this.deps.em.fork();
    // asked side by side: on Postgres each takes a connection of its own (decision 0060)
    const [statuses, categories, created, [queue]] = await Promise.all([
      em.execute<Array<{ status: string; n: number }>>('select status, count(*)::int as n from listings.properties group by status'),
      em.execute<Array<{ category: string; n: number }>>(
        `select category, count(*)::int as n from listings.properties where status = 'active' group by category`,
      ),
      em.execute<Array<{ day: string; n: number }>>(
        `select ${dayText(utcDay('created_at'))} as day, count(*)::int as n from listings.properties
         where created_at >= ? and created_at < ? group by ${utcDay('created_at')}`,
        [period.previousStart, period.end],
      ),
      // waiting for review, and reported but not waiting for review: each read through its partial index
      em.execute<Array<{ n: number }>>(
        `select ((select count(*) from listings.properties where review = 'pending')
               + (select count(distinct r.property_id) from listings.listing_reports r join listings.properties p on p.id = r.property_id
                  where r.status = 'open' and p.review is distinct from 'pending'))::int as n`,
      ),
    ]);
    const count = (rows: Array<{ n: number } & Record<string, unknown>>, key: string, value: string) =>
      rows.find((row) => row[key] === value)?.n ?? 0;
    return {
      byStatus: LISTING_STATUSES.map((status) => ({ status, count: count(statuses, 'status', status) })),
      liveByCategory: PROPERTY_CATEGORIES.map((category) => ({ category, count: count(categories, 'category', category) })),
      newListings: splitByPeriod(created, period, (row) => row.n),
      daily: dailySeries(created, period, (row) => ({ count: row?.n ?? 0 })),
      toReview: queue!.n,
    };
  }
}

export const getListingsFigures = answersQuery(GetListingsFigures, needs, GetListingsFiguresHandler);
