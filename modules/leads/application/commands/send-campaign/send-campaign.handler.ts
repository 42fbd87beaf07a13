import { BILLING_API } from '../../../../billing/contracts/api.ts';
import { LISTINGS_API } from '../../../../listings/contracts/api.ts';
import { requireActor, type CommandContext, type CommandHandler } from '../../../../shared/kernel/bus.ts';
import { PLATFORM } from '../../../../shared/kernel/tokens.ts';
import { handlesCommand, http, UsesDependencies } from '../../../../shared/kernel/use-case.ts';
import { CampaignSendDue } from '../../../contracts/campaign-events.ts';
import { campaignSchema, type Campaign as CampaignView } from '../../../contracts/campaigns.ts';
import { NoRecipientsError } from '../../../domain/campaign.errors.ts';
import {
  assertOwnPublicListing,
  byCampaignId,
  CAMPAIGNS_TAG,
  campaignView,
  findOwnCampaign,
  queueSends,
  requireCampaigns,
} from '../../campaigns.ts';
import { SendCampaign } from './send-campaign.command.ts';

const needs = { clock: PLATFORM.Clock, billing: BILLING_API, listings: LISTINGS_API };

/**
 * Resolves the recipients now (the mailable contacts they name at this moment), queues one send record each
 * (unique per campaign and contact) and `CampaignSendDue`, in one transaction: the worker takes it from there.
 * No mailable recipient is a 422 and changes nothing; a campaign sent already is a 409.
 */
export class SendCampaignHandler extends UsesDependencies<typeof needs> implements CommandHandler<{ campaignId: string }, CampaignView> {
  async execute({ campaignId }: { campaignId: string }, { em, actor, publish }: CommandContext): Promise<CampaignView> {
    const sellerId = await requireCampaigns(this.deps.billing, requireActor(actor));
    const campaign = await findOwnCampaign(em, sellerId, campaignId);
    campaign.send(this.deps.clock.now());
    await assertOwnPublicListing(this.deps.listings, sellerId, campaign.listingId ?? null);
    await em.flush();
    if ((await queueSends(em, this.deps.listings, campaign)) === 0) throw new NoRecipientsError();
    publish(CampaignSendDue.create(campaign.id, { sellerId }));
    return campaignView(em, campaign);
  }
}

export const sendCampaign = handlesCommand(SendCampaign, needs, SendCampaignHandler, [
  http(SendCampaign, {
    method: 'post',
    path: '/api/campaigns/:id/send',
    tag: CAMPAIGNS_TAG,
    summary: 'Send a campaign',
    description:
      'Queued and sent in the background within the plan’s mails per minute and per day; `GET /api/campaigns/{id}` tells the progress.',
    access: 'member',
    input: byCampaignId,
    status: 202,
    response: campaignSchema,
    errors: [403, 404, 409, 422],
  }),
]);
