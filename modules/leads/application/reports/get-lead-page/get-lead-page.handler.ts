import { BILLING_API } from '../../../../billing/contracts/api.ts';
import { IDENTITY_API } from '../../../../identity/contracts/api.ts';
import { stateName } from '../../../../listings/contracts/us-states.ts';
import type { QueryContext, QueryHandler } from '../../../../shared/kernel/bus.ts';
import { PLATFORM } from '../../../../shared/kernel/tokens.ts';
import { answersQuery, http, UsesDependencies } from '../../../../shared/kernel/use-case.ts';
import { leadPageSchema, type LeadPage } from '../../../contracts/seller-leads.ts';
import { isUuid } from '../../../../shared/kernel/ids.ts';
import { LeadPageNotFoundError } from '../../../domain/seller-lead.errors.ts';
import { LEAD_PAGE_READS, LEADS_TAG } from '../../http.ts';
import { marketsOf } from '../../markets.ts';
import { countyLabel } from '../../../../shared/kernel/place-names.ts';
import { GetLeadPage } from './get-lead-page.query.ts';

const needs = { em: PLATFORM.EntityManager, billing: BILLING_API, identity: IDENTITY_API };

/** Public: what the seller shows of themselves anyway (name, picture), and where they buy. */
export class GetLeadPageHandler extends UsesDependencies<typeof needs> implements QueryHandler<{ sellerId: string }, LeadPage | null> {
  async execute({ sellerId }: { sellerId: string }, _context: QueryContext): Promise<LeadPage | null> {
    const { em, billing, identity } = this.deps;
    const [seller] = await identity.getProfiles([sellerId]);
    if (!seller || !(await billing.entitlements(sellerId)).seller.pipelineAndLeads) return null;
    const markets = await marketsOf(em.fork(), sellerId);
    return {
      sellerId,
      name: `${seller.firstName} ${seller.lastName}`.trim(),
      profilePicture: seller.profilePicture ?? null,
      markets: markets.map(({ state, county }) => (county ? `${countyLabel(county)}, ${state}` : stateName(state))),
    };
  }
}

export const getLeadPage = answersQuery(GetLeadPage, needs, GetLeadPageHandler, [
  http(GetLeadPage, {
    method: 'get',
    path: '/api/lead-pages/:sellerId',
    tag: LEADS_TAG,
    summary: "A seller's lead capture page",
    description: '404 when there is no such seller or their plan has no lead capture.',
    access: 'public',
    rateLimit: LEAD_PAGE_READS,
    input: ({ params }) => {
      const sellerId = params.sellerId;
      if (!isUuid(sellerId)) throw new LeadPageNotFoundError();
      return { sellerId };
    },
    response: leadPageSchema,
    reply: (page) => {
      if (!page) throw new LeadPageNotFoundError();
      return { status: 200, body: page };
    },
    errors: [404],
    cacheControl: 'public, max-age=60',
  }),
]);
