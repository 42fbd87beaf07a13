import { BILLING_API } from '../../../../billing/contracts/api.ts';
import { requireActor, type CommandContext, type CommandHandler } from '../../../../shared/kernel/bus.ts';
import { PLATFORM } from '../../../../shared/kernel/tokens.ts';
import { handlesCommand, http, UsesDependencies } from '../../../../shared/kernel/use-case.ts';
import { CampaignSendDue } from '../../../contracts/campaign-events.ts';
import { campaignSchema, type Campaign as CampaignView } from '../../../contracts/campaigns.ts';
import { byCampaignId, CAMPAIGNS_TAG, campaignView, findOwnCampaign, requireCampaigns } from '../../campaigns.ts';
import { ResumeCampaign } from './resume-campaign.command.ts';

const needs = { clock: PLATFORM.Clock, billing: BILLING_API };

/** The worker goes on with the records still queued (none is sent twice, none skipped); 409 unless paused. */
export class ResumeCampaignHandler extends UsesDependencies<typeof needs> implements CommandHandler<{ campaignId: string }, CampaignView> {
  async execute({ campaignId }: { campaignId: string }, { em, actor, publish }: CommandContext): Promise<CampaignView> {
    const sellerId = await requireCampaigns(this.deps.billing, requireActor(actor));
    const campaign = await findOwnCampaign(em, sellerId, campaignId);
    campaign.resume(this.deps.clock.now());
    await em.flush();
    publish(CampaignSendDue.create(campaign.id, { sellerId }));
    return campaignView(em, campaign);
  }
}

export const resumeCampaign = handlesCommand(ResumeCampaign, needs, ResumeCampaignHandler, [
  http(ResumeCampaign, {
    method: 'post',
    path: '/api/campaigns/:id/resume',
    tag: CAMPAIGNS_TAG,
    summary: 'Resume a paused campaign',
    access: 'member',
    input: byCampaignId,
    response: campaignSchema,
    errors: [403, 404, 409],
  }),
]);
