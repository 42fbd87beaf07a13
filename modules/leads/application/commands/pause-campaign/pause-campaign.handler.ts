import { BILLING_API } from '../../../../billing/contracts/api.ts';
import { requireActor, type CommandContext, type CommandHandler } from '../../../../shared/kernel/bus.ts';
import { requireSeller } from '../../contacts.ts';
import { PLATFORM } from '../../../../shared/kernel/tokens.ts';
import { handlesCommand, http, UsesDependencies } from '../../../../shared/kernel/use-case.ts';
import { campaignSchema, type Campaign as CampaignView } from '../../../contracts/campaigns.ts';
import { byCampaignId, CAMPAIGNS_TAG, campaignView, findOwnCampaign } from '../../campaigns.ts';
import { PauseCampaign } from './pause-campaign.command.ts';

const needs = { clock: PLATFORM.Clock, billing: BILLING_API };

/** Stops the worker before its next mail (a plan that lost campaigns may still pause); 409 unless sending. */
export class PauseCampaignHandler extends UsesDependencies<typeof needs> implements CommandHandler<{ campaignId: string }, CampaignView> {
  async execute({ campaignId }: { campaignId: string }, { em, actor }: CommandContext): Promise<CampaignView> {
    const campaign = await findOwnCampaign(em, requireSeller(requireActor(actor)), campaignId);
    campaign.pause(this.deps.clock.now());
    await em.flush();
    return campaignView(em, campaign);
  }
}

export const pauseCampaign = handlesCommand(PauseCampaign, needs, PauseCampaignHandler, [
  http(PauseCampaign, {
    method: 'post',
    path: '/api/campaigns/:id/pause',
    tag: CAMPAIGNS_TAG,
    summary: 'Pause a sending campaign',
    access: 'member',
    input: byCampaignId,
    response: campaignSchema,
    errors: [403, 404, 409],
  }),
]);
