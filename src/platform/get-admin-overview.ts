import { z } from 'zod';
import { DEFAULT_FIGURE_DAYS, FIGURE_PERIODS, figurePeriod, type FigureDays } from '../../modules/shared/kernel/admin-figures.ts';
import { defineQuery, requireAdmin, type QueryContext, type QueryHandler } from '../../modules/shared/kernel/bus.ts';
import { unlessUnavailable } from '../../modules/shared/kernel/key-value.port.ts';
import { PLATFORM } from '../../modules/shared/kernel/tokens.ts';
import { answersQuery, http, UsesDependencies } from '../../modules/shared/kernel/use-case.ts';
import { billingFiguresSchema, GetBillingFigures } from '../../modules/billing/contracts/admin-figures.ts';
import { engagementFiguresSchema, GetEngagementFigures } from '../../modules/engagement/contracts/admin-figures.ts';
import { GetIdentityFigures, identityFiguresSchema } from '../../modules/identity/contracts/admin-figures.ts';
import { GetLeadsFigures, leadsFiguresSchema } from '../../modules/leads/contracts/admin-figures.ts';
import { GetListingsFigures, listingsFiguresSchema } from '../../modules/listings/contracts/admin-figures.ts';
import { ADMIN_TAG } from './tokens.ts';

const ONLY_ADMINS_SEE_FIGURES = "Only administrators can see the site's figures";
/** how long an answer is reused: figures a minute old are fine for an overview, and a busy back office asks once */
const CACHE_SECONDS = 60;

export const adminOverviewQuerySchema = z.object({
  days: z.coerce
    .number()
    .refine((days): days is FigureDays => (FIGURE_PERIODS as readonly number[]).includes(days), 'days is 7, 30 or 90')
    .default(DEFAULT_FIGURE_DAYS),
});
export type AdminOverviewQuery = { days: FigureDays };

export const adminOverviewSchema = z.object({
  days: z.union(FIGURE_PERIODS.map((days) => z.literal(days))),
  /** when the figures were read */
  asOf: z.iso.datetime(),
  /** the period, whole UTC days: [start, end), and the one before it, [previousStart, start) */
  period: z.object({ previousStart: z.iso.datetime(), start: z.iso.datetime(), end: z.iso.datetime() }),
  identity: identityFiguresSchema,
  listings: listingsFiguresSchema,
  leads: leadsFiguresSchema,
  engagement: engagementFiguresSchema,
  billing: billingFiguresSchema,
  platform: z.object({ deadEvents: z.number().int() }),
});
export type AdminOverview = z.infer<typeof adminOverviewSchema>;

/** The back office's overview: every module's figures for a period, asked through the bus. */
export const GetAdminOverview = defineQuery<AdminOverviewQuery, AdminOverview>('platform.get-admin-overview');

const needs = { queries: PLATFORM.QueryBus, kv: PLATFORM.KeyValue, clock: PLATFORM.Clock, em: PLATFORM.EntityManager };

export class GetAdminOverviewHandler extends UsesDependencies<typeof needs> implements QueryHandler<AdminOverviewQuery, AdminOverview> {
  async execute({ days }: AdminOverviewQuery, { actor }: QueryContext): Promise<AdminOverview> {
    requireAdmin(actor, ONLY_ADMINS_SEE_FIGURES);
    const { queries, kv, clock, em } = this.deps;
    const now = clock.now();
    // one answer per period and minute of the clock
    const key = `platform:admin-overview:${days}:${now.toISOString().slice(0, 16)}`;
    const cached = await unlessUnavailable(kv.get(key));
    if (cached) return JSON.parse(cached) as AdminOverview;

    const period = figurePeriod(days, now);
    const [identity, listings, leads, engagement, billing, [dead]] = await Promise.all([
      queries.ask(GetIdentityFigures, period, actor),
      queries.ask(GetListingsFigures, period, actor),
      queries.ask(GetLeadsFigures, period, actor),
      queries.ask(GetEngagementFigures, period, actor),
      queries.ask(GetBillingFigures, period, actor),
      em.fork().execute<Array<{ n: number }>>(`select count(*)::int as n from platform.outbox where status = 'dead'`),
    ]);
    const overview: AdminOverview = {
      days,
      asOf: now.toISOString(),
      period: { previousStart: period.previousStart.toISOString(), start: period.start.toISOString(), end: period.end.toISOString() },
      identity,
      listings,
      leads,
      engagement,
      billing,
      platform: { deadEvents: dead!.n },
    };
    await unlessUnavailable(kv.set(key, JSON.stringify(overview), { ttlSeconds: CACHE_SECONDS }));
    return overview;
  }
}

export const getAdminOverview = answersQuery(GetAdminOverview, needs, GetAdminOverviewHandler, [
  http(GetAdminOverview, {
    method: 'get',
    path: '/api/admin/overview',
    tag: ADMIN_TAG,
    summary: "The site's figures",
    description:
      "Every module's figures for the last `days` whole UTC days (7, 30 or 90; 30 unless told), today the last, each beside the same figure for the period before, with daily series for the charts and the counts of the queues that wait for an administrator. Answers are reused for up to a minute.",
    access: 'admin',
    forbidden: ONLY_ADMINS_SEE_FIGURES,
    query: adminOverviewQuerySchema,
    invalid: 'Invalid period',
    input: ({ query }) => ({ days: query.days as FigureDays }),
    response: adminOverviewSchema,
    cacheControl: 'no-store',
  }),
]);
