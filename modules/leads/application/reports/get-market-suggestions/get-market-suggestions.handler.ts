import { BILLING_API } from '../../../../billing/contracts/api.ts';
import { LISTINGS_API } from '../../../../listings/contracts/api.ts';
import { US_STATES } from '../../../../listings/contracts/us-states.ts';
import { requireActor, type QueryContext, type QueryHandler } from '../../../../shared/kernel/bus.ts';
import { PLATFORM } from '../../../../shared/kernel/tokens.ts';
import { answersQuery, http, UsesDependencies } from '../../../../shared/kernel/use-case.ts';
import { marketSuggestionsSchema, type MarketSuggestions } from '../../../contracts/seller-leads.ts';
import { LEAD_MARKET_PROMPT, LEADS_TAG } from '../../http.ts';
import { marketsOf } from '../../markets.ts';
import { GetMarketSuggestions } from './get-market-suggestions.query.ts';

const STATE_CODES = new Set(US_STATES.map((state) => state.code));

const needs = { em: PLATFORM.EntityManager, billing: BILLING_API, listings: LISTINGS_API };

/** The states of the seller's listings not yet taken in whole, beside their markets, plan and whether they put the prompt away. */
export class GetMarketSuggestionsHandler extends UsesDependencies<typeof needs> implements QueryHandler<void, MarketSuggestions> {
  async execute(_input: void, { actor }: QueryContext): Promise<MarketSuggestions> {
    const { userId } = requireActor(actor);
    const em = this.deps.em.fork();
    const [markets, states, entitlements, dismissals] = await Promise.all([
      marketsOf(em, userId),
      this.deps.listings.statesOfListings(userId),
      this.deps.billing.entitlements(userId),
      em.execute<Array<{ user_id: string }>>('select user_id from leads.market_prompt_dismissals where user_id = ?', [userId]),
    ]);
    const wholeStates = new Set(markets.filter((market) => !market.county).map((market) => market.state));
    return {
      markets,
      suggestedStates: states.filter((state) => STATE_CODES.has(state) && !wholeStates.has(state)),
      leadsInPlan: entitlements.seller.pipelineAndLeads,
      dismissed: dismissals.length > 0,
    };
  }
}

export const getMarketSuggestions = answersQuery(GetMarketSuggestions, needs, GetMarketSuggestionsHandler, [
  http(GetMarketSuggestions, {
    method: 'get',
    path: '/api/leads/markets/suggested',
    tag: LEADS_TAG,
    summary: 'Lead markets suggested from my listings',
    description:
      'My markets, the states of my listings that no whole-state market of mine covers (most listings first), whether my plan includes seller leads, and whether I put the prompt to choose markets away.',
    access: 'member',
    rateLimit: LEAD_MARKET_PROMPT,
    input: () => undefined,
    response: marketSuggestionsSchema,
    cacheControl: 'no-store',
  }),
]);
