import { BILLING_API } from '../../../../billing/contracts/api.ts';
import { requireActor, type QueryContext, type QueryHandler } from '../../../../shared/kernel/bus.ts';
import { PLATFORM } from '../../../../shared/kernel/tokens.ts';
import { answersQuery, http, UsesDependencies } from '../../../../shared/kernel/use-case.ts';
import { campaignListSchema, type CampaignList } from '../../../contracts/campaigns.ts';
import { Campaign } from '../../../domain/campaign.entity.ts';
import { CAMPAIGNS_TAG, campaignReports, mailLimits } from '../../campaigns.ts';
import { requireSeller } from '../../contacts.ts';
import { ListCampaigns } from './list-campaigns.query.ts';

const needs = { em: PLATFORM.EntityManager, billing: BILLING_API };

/** Any seller may list (the page shows the way to Premium with limits of 0); at most the 200 newest. */
export class ListCampaignsHandler extends UsesDependencies<typeof needs> implements QueryHandler<void, CampaignList> {
  async execute(_input: void, { actor }: QueryContext): Promise<CampaignList> {
    const sellerId = requireSeller(requireActor(actor));
    const em = this.deps.em.fork();
    const campaigns = await em.find(Campaign, { sellerId }, { orderBy: { createdAt: 'desc', id: 'desc' }, limit: 200 });
    const reports = await campaignReports(
      em,
      campaigns.map((campaign) => campaign.id),
    );
    return {
      rows: campaigns.map((campaign) => campaign.toView(reports.get(campaign.id)!)),
      limits: await mailLimits(this.deps.billing, sellerId),
    };
  }
}

export const listCampaigns = answersQuery(ListCampaigns, needs, ListCampaignsHandler, [
  http(ListCampaigns, {
    method: 'get',
    path: '/api/campaigns',
    tag: CAMPAIGNS_TAG,
    summary: 'My campaigns and their reports',
    access: 'member',
    input: () => undefined,
    response: campaignListSchema,
    errors: [403],
  }),
]);
