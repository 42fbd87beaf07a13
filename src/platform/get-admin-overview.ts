import { z } from 'zod';
import { DEFAULT_FIGURE_DAYS, FIGURE_PERIODS, figurePeriod, type FigureDays } from '../../modules/shared/kernel/admin-figures.ts';
import { defineQuery, requireAdmin, type Actor, type QueryContext, type QueryHandler } from '../../modules/shared/kernel/bus.ts';
import { unlessUnavailable } from '../../modules/shared/kernel/key-value.port.ts';
import { PLATFORM } from '../../modules/shared/kernel/tokens.ts';
import { answersQuery, http, UsesDependencies, type Injected } from '../../modules/shared/kernel/use-case.ts';
import { billingFiguresSchema, GetBillingFigures } from '../../modules/billing/contracts/admin-figures.ts';
import { engagementFiguresSchema, GetEngagementFigures } from '../../modules/engagement/contracts/admin-figures.ts';
import { GetIdentityFigures, identityFiguresSchema } from '../../modules/identity/contracts/admin-figures.ts';
import { GetLeadsFigures, leadsFiguresSchema } from '../../modules/leads/contracts/admin-figures.ts';
import { GetListingsFigures, listingsFiguresSchema } from '../../modules/listings/contracts/admin-figures.ts';
import { ADMIN_TAG } from './tokens.ts';

const ONLY_ADMINS_SEE_FIGURES = "Only administrators can see the site's figures";
/** how old kept figures may be and still answer: figures a minute old are fine for an overview */
const FRESH_SECONDS = 60;
/** how often the job keeps every period's figures: well inside a minute, so a request finds them fresh (decision 0073) */
const REFRESH_EVERY_MS = 30_000;
/** kept figures outlive their freshness a little, for the tools that look at them; never answered once stale */
const KEPT_SECONDS = 5 * 60;
/** the job keeps figures only while the back office is in use: the overview asked within this long */
const WATCHED_SECONDS = 15 * 60;
/** set by every request for the overview, for WATCHED_SECONDS (outside the prefix the bench drops) */
const WATCHED_KEY = 'platform:admin-overview-watched';
/** where each period's figures are kept (the bench drops them by this prefix) */
export const OVERVIEW_KEY_PREFIX = 'platform:admin-overview:';
/** the job asks the modules' figure queries as the back office does: their answers are for administrators */
const FIGURES_JOB: Actor = { userId: 'platform.keep-admin-overview', roles: ['admin'], isAdmin: true };

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

/**
 * A scheduled job: every period's figures computed and kept, so that an administrator's request reads them
 * instead of waiting for the modules' queries (decision 0073); answers the periods kept.
 */
export const KeepAdminOverview = defineQuery<void, { kept: number }>('platform.keep-admin-overview');

const needs = { queries: PLATFORM.QueryBus, kv: PLATFORM.KeyValue, clock: PLATFORM.Clock, em: PLATFORM.EntityManager };
type Needs = Injected<typeof needs>;

/** Every module's figures for a period as they are now, asked side by side through the bus. */
async function computeOverview({ queries, clock, em }: Needs, days: FigureDays, actor: Actor | null): Promise<AdminOverview> {
  const now = clock.now();
  const period = figurePeriod(days, now);
  const [identity, listings, leads, engagement, billing, [dead]] = await Promise.all([
    queries.ask(GetIdentityFigures, period, actor),
    queries.ask(GetListingsFigures, period, actor),
    queries.ask(GetLeadsFigures, period, actor),
    queries.ask(GetEngagementFigures, period, actor),
    queries.ask(GetBillingFigures, period, actor),
    em.fork().execute<Array<{ n: number }>>(`select count(*)::int as n from platform.outbox where status = 'dead'`),
  ]);
  return {
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
}

async function keep({ kv }: Needs, overview: AdminOverview): Promise<void> {
  await unlessUnavailable(kv.set(OVERVIEW_KEY_PREFIX + overview.days, JSON.stringify(overview), { ttlSeconds: KEPT_SECONDS }));
}

/**
 * Kept figures that may answer now: of today's period (a new day is a new period) and under `freshSeconds` old
 * (a minute for a request; the job leaves figures another host kept moments ago).
 */
async function kept({ kv, clock }: Needs, days: FigureDays, freshSeconds = FRESH_SECONDS): Promise<AdminOverview | null> {
  const text = await unlessUnavailable(kv.get(OVERVIEW_KEY_PREFIX + days));
  if (!text) return null;
  const overview = JSON.parse(text) as AdminOverview;
  const now = clock.now();
  const age = now.getTime() - Date.parse(overview.asOf);
  const samePeriod = overview.period.start === figurePeriod(days, now).start.toISOString();
  return samePeriod && age >= 0 && age < freshSeconds * 1000 ? overview : null;
}

export class GetAdminOverviewHandler extends UsesDependencies<typeof needs> implements QueryHandler<AdminOverviewQuery, AdminOverview> {
  async execute({ days }: AdminOverviewQuery, { actor }: QueryContext): Promise<AdminOverview> {
    requireAdmin(actor, ONLY_ADMINS_SEE_FIGURES);
    await unlessUnavailable(this.deps.kv.set(WATCHED_KEY, '1', { ttlSeconds: WATCHED_SECONDS }));
    const found = await kept(this.deps, days);
    if (found) return found;
    // nothing fresh kept (a host's first moments, the job late or failing): counted now, and kept for the next ones
    const overview = await computeOverview(this.deps, days, actor);
    await keep(this.deps, overview);
    return overview;
  }
}

export class KeepAdminOverviewHandler extends UsesDependencies<typeof needs> implements QueryHandler<void, { kept: number }> {
  async execute(): Promise<{ kept: number }> {
    // an idle back office costs nothing: its first request after a while counts the figures itself
    if (!(await unlessUnavailable(this.deps.kv.get(WATCHED_KEY)))) return { kept: 0 };
    let counted = 0;
    // one period after another: the job takes one connection at a time from the requests'
    for (const days of FIGURE_PERIODS) {
      // with several hosts on one key-value store, the first of them to run keeps them for the others
      if (await kept(this.deps, days, REFRESH_EVERY_MS / 2000)) continue;
      await keep(this.deps, await computeOverview(this.deps, days, FIGURES_JOB));
      counted += 1;
    }
    return { kept: counted };
  }
}

export const keepAdminOverview = answersQuery(KeepAdminOverview, needs, KeepAdminOverviewHandler);
export const KEEP_ADMIN_OVERVIEW_JOB = { name: KeepAdminOverview.name, everyMs: REFRESH_EVERY_MS, query: KeepAdminOverview };

export const getAdminOverview = answersQuery(GetAdminOverview, needs, GetAdminOverviewHandler, [
  http(GetAdminOverview, {
    method: 'get',
    path: '/api/admin/overview',
    tag: ADMIN_TAG,
    summary: "The site's figures",
    description:
      "Every module's figures for the last `days` whole UTC days (7, 30 or 90; 30 unless told), today the last, each beside the same figure for the period before, with daily series for the charts and the counts of the queues that wait for an administrator. The figures are kept by a job every 30 seconds and are at most a minute old.",
    access: 'admin',
    forbidden: ONLY_ADMINS_SEE_FIGURES,
    query: adminOverviewQuerySchema,
    invalid: 'Invalid period',
    input: ({ query }) => ({ days: query.days as FigureDays }),
    response: adminOverviewSchema,
    cacheControl: 'no-store',
  }),
]);
