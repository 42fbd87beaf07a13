import { BILLING_API } from '../../../../billing/contracts/api.ts';
import { assertWithinPlan } from '../../../../billing/contracts/plan-limits.ts';
import { requireActor, type CommandContext, type CommandHandler } from '../../../../shared/kernel/bus.ts';
import { handlesCommand, http, UsesDependencies } from '../../../../shared/kernel/use-case.ts';
import { leadMarketsSchema, myLeadsSchema, type LeadMarkets, type MyLeads } from '../../../contracts/seller-leads.ts';
import { PIPELINE_UPGRADE_MESSAGE } from '../../../domain/seller-lead.errors.ts';
import { LEADS_TAG } from '../../http.ts';
import { marketsOf } from '../../markets.ts';
import { SetLeadMarkets } from './set-lead-markets.command.ts';

const needs = { billing: BILLING_API };

export class SetLeadMarketsHandler extends UsesDependencies<typeof needs> implements CommandHandler<LeadMarkets, MyLeads['markets']> {
  async execute({ markets }: LeadMarkets, { em, actor }: CommandContext): Promise<MyLeads['markets']> {
    const { userId } = requireActor(actor);
    assertWithinPlan(await this.deps.billing.entitlements(userId), 'pipelineAndLeads', 0, () => PIPELINE_UPGRADE_MESSAGE);
    await em.execute('delete from leads.seller_markets where user_id = ?', [userId]);
    // a whole state makes its counties redundant; the same county twice is one
    const wholeStates = new Set(markets.filter((market) => !market.county).map((market) => market.state));
    const unique = new Map<string, [string, string]>();
    for (const { state, county } of markets) {
      if (county && wholeStates.has(state)) continue;
      unique.set(`${state}|${(county ?? '').toLowerCase()}`, [state, county ?? '']);
    }
    for (const [state, county] of unique.values()) {
      await em.execute('insert into leads.seller_markets (user_id, state, county) values (?, ?, ?)', [userId, state, county]);
    }
    return marketsOf(em, userId);
  }
}

export const setLeadMarkets = handlesCommand(SetLeadMarkets, needs, SetLeadMarketsHandler, [
  http(SetLeadMarkets, {
    method: 'put',
    path: '/api/leads/markets',
    tag: LEADS_TAG,
    summary: 'The markets I take leads in',
    description: 'The whole list of states and counties, replacing the one before; needs a plan with seller leads.',
    access: 'member',
    body: leadMarketsSchema,
    invalid: 'Invalid markets',
    input: ({ body }) => body,
    response: myLeadsSchema.pick({ markets: true }),
    reply: (markets) => ({ status: 200, body: { markets } }),
  }),
]);
