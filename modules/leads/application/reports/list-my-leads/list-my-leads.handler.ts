import { BILLING_API } from '../../../../billing/contracts/api.ts';
import { allowance } from '../../../../billing/contracts/plan-limits.ts';
import { requireActor, type QueryContext, type QueryHandler } from '../../../../shared/kernel/bus.ts';
import { PLATFORM } from '../../../../shared/kernel/tokens.ts';
import { startOfUtcMonth } from '../../../../shared/kernel/utc-dates.ts';
import { answersQuery, http, UsesDependencies } from '../../../../shared/kernel/use-case.ts';
import { myLeadsSchema, type LeadSituation, type MyLeads, type OfferedLead } from '../../../contracts/seller-leads.ts';
import { SellerLead } from '../../../domain/seller-lead.entity.ts';
import { LEADS_TAG } from '../../http.ts';
import { claimsSince, IN_MARKET, marketsOf } from '../../markets.ts';
import { ListMyLeads } from './list-my-leads.query.ts';

/** at most this many open leads are listed, newest first */
const OFFERED_SHOWN = 100;

interface OfferedRow {
  id: string;
  city: string | null;
  county: string | null;
  state: string | null;
  situation: LeadSituation | null;
  created_at: Date | string;
}

const needs = { em: PLATFORM.EntityManager, billing: BILLING_API, clock: PLATFORM.Clock };

/**
 * A Postgres report over the seller's own rows (markets, claims) and the open leads of their markets.
 * Without leads in the plan (a downgrade) the taken leads stay readable and no open one is offered.
 */
export class ListMyLeadsHandler extends UsesDependencies<typeof needs> implements QueryHandler<void, MyLeads> {
  async execute(_input: void, { actor }: QueryContext): Promise<MyLeads> {
    const { userId } = requireActor(actor);
    const em = this.deps.em.fork();
    const entitlements = await this.deps.billing.entitlements(userId);
    const canClaim = entitlements.seller.pipelineAndLeads;
    const offered: OfferedRow[] = canClaim
      ? await em.execute<OfferedRow[]>(
          `select l.id, l.city, l.county, l.state, l.situation, l.created_at from leads.seller_leads l
           where l.status in ('open', 'queued') and exists (select 1 from leads.seller_markets m where m.user_id = ? and ${IN_MARKET})
           order by l.created_at desc limit ${OFFERED_SHOWN}`,
          [userId],
        )
      : [];
    const claimed = await em.find(SellerLead, { claimedBy: userId }, { orderBy: { claimedAt: 'desc' } });
    return {
      markets: await marketsOf(em, userId),
      offered: offered.map((row): OfferedLead => ({
        id: row.id,
        city: row.city,
        county: row.county,
        state: row.state,
        situation: row.situation,
        createdAt: new Date(row.created_at).toISOString(),
      })),
      claimed: claimed.map((lead) => lead.toRecord()),
      canClaim,
      claimsThisMonth: await claimsSince(em, userId, startOfUtcMonth(this.deps.clock.now())),
      claimsAllowed: allowance(entitlements, 'leadClaimsPerMonth'),
    };
  }
}

export const listMyLeads = answersQuery(ListMyLeads, needs, ListMyLeadsHandler, [
  http(ListMyLeads, {
    method: 'get',
    path: '/api/leads',
    tag: LEADS_TAG,
    summary: 'Seller leads offered to me and the ones I took',
    description: 'The open leads of my markets (without contact details), the ones I took, and my claims this month.',
    access: 'member',
    scopes: ['leads:read'],
    input: () => undefined,
    response: myLeadsSchema,
    errors: [403],
    cacheControl: 'no-store',
  }),
]);
