import { requireActor, type QueryContext, type QueryHandler } from '../../../../shared/kernel/bus.ts';
import { PLATFORM } from '../../../../shared/kernel/tokens.ts';
import { answersQuery, http, UsesDependencies } from '../../../../shared/kernel/use-case.ts';
import { campaignSchema, type Campaign } from '../../../contracts/campaigns.ts';
import { byCampaignId, CAMPAIGNS_TAG, campaignView, findOwnCampaign } from '../../campaigns.ts';
import { requireSeller } from '../../contacts.ts';
import { GetCampaign } from './get-campaign.query.ts';

const needs = { em: PLATFORM.EntityManager };

export class GetCampaignHandler extends UsesDependencies<typeof needs> implements QueryHandler<{ campaignId: string }, Campaign> {
  async execute({ campaignId }: { campaignId: string }, { actor }: QueryContext): Promise<Campaign> {
    const em = this.deps.em.fork();
    return campaignView(em, await findOwnCampaign(em, requireSeller(requireActor(actor)), campaignId));
  }
}

export const getCampaign = answersQuery(GetCampaign, needs, GetCampaignHandler, [
  http(GetCampaign, {
    method: 'get',
    path: '/api/campaigns/:id',
    tag: CAMPAIGNS_TAG,
    summary: 'A campaign’s progress and report',
    access: 'member',
    input: byCampaignId,
    response: campaignSchema,
    errors: [403, 404],
  }),
]);
