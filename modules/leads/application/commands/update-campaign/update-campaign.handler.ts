import { BILLING_API } from '../../../../billing/contracts/api.ts';
import { LISTINGS_API } from '../../../../listings/contracts/api.ts';
import { requireActor, type CommandContext, type CommandHandler } from '../../../../shared/kernel/bus.ts';
import { PLATFORM } from '../../../../shared/kernel/tokens.ts';
import { handlesCommand, http, UsesDependencies } from '../../../../shared/kernel/use-case.ts';
import { campaignInputSchema, campaignSchema, type Campaign as CampaignView, type CampaignFields } from '../../../contracts/campaigns.ts';
import {
  assertOwnPublicListing,
  assertOwnRecipients,
  byCampaignId,
  CAMPAIGNS_TAG,
  campaignView,
  findOwnCampaign,
  requireCampaigns,
} from '../../campaigns.ts';
import { UpdateCampaign } from './update-campaign.command.ts';

const needs = { clock: PLATFORM.Clock, billing: BILLING_API, listings: LISTINGS_API };

/** A draft's fields; a campaign once sent is a 409. */
export class UpdateCampaignHandler
  extends UsesDependencies<typeof needs>
  implements CommandHandler<{ campaignId: string; fields: CampaignFields }, CampaignView>
{
  async execute(
    { campaignId, fields }: { campaignId: string; fields: CampaignFields },
    { em, actor }: CommandContext,
  ): Promise<CampaignView> {
    const sellerId = await requireCampaigns(this.deps.billing, requireActor(actor));
    const campaign = await findOwnCampaign(em, sellerId, campaignId);
    await assertOwnPublicListing(this.deps.listings, sellerId, fields.kind === 'listing' ? fields.listingId : null);
    await assertOwnRecipients(em, this.deps.listings, sellerId, fields.recipients);
    campaign.change(fields, this.deps.clock.now());
    await em.flush();
    return campaignView(em, campaign);
  }
}

export const updateCampaign = handlesCommand(UpdateCampaign, needs, UpdateCampaignHandler, [
  http(UpdateCampaign, {
    method: 'patch',
    path: '/api/campaigns/:id',
    tag: CAMPAIGNS_TAG,
    summary: 'Change a draft campaign',
    access: 'member',
    body: campaignInputSchema,
    invalid: 'Invalid campaign',
    input: (request) => ({ ...byCampaignId(request), fields: request.body }),
    response: campaignSchema,
    errors: [403, 404, 409, 422],
  }),
]);
