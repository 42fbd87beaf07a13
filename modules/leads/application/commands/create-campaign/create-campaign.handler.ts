import { BILLING_API } from '../../../../billing/contracts/api.ts';
import { LISTINGS_API } from '../../../../listings/contracts/api.ts';
import { requireActor, type CommandContext, type CommandHandler } from '../../../../shared/kernel/bus.ts';
import { PLATFORM } from '../../../../shared/kernel/tokens.ts';
import { handlesCommand, http, UsesDependencies } from '../../../../shared/kernel/use-case.ts';
import { campaignInputSchema, campaignSchema, type Campaign as CampaignView, type CampaignFields } from '../../../contracts/campaigns.ts';
import { Campaign } from '../../../domain/campaign.entity.ts';
import { assertOwnPublicListing, assertOwnRecipients, CAMPAIGNS_TAG, campaignView, requireCampaigns } from '../../campaigns.ts';
import { CreateCampaign } from './create-campaign.command.ts';

const needs = { clock: PLATFORM.Clock, billing: BILLING_API, listings: LISTINGS_API };

/** A draft on a plan with campaigns (403 `upgradeRequired` otherwise); a listing campaign names one of the seller's public listings. */
export class CreateCampaignHandler extends UsesDependencies<typeof needs> implements CommandHandler<CampaignFields, CampaignView> {
  async execute(fields: CampaignFields, { em, actor }: CommandContext): Promise<CampaignView> {
    const sellerId = await requireCampaigns(this.deps.billing, requireActor(actor));
    await assertOwnPublicListing(this.deps.listings, sellerId, fields.kind === 'listing' ? fields.listingId : null);
    await assertOwnRecipients(em, this.deps.listings, sellerId, fields.recipients);
    const campaign = Campaign.draft(sellerId, fields, this.deps.clock.now());
    em.persist(campaign);
    await em.flush();
    return campaignView(em, campaign);
  }
}

export const createCampaign = handlesCommand(CreateCampaign, needs, CreateCampaignHandler, [
  http(CreateCampaign, {
    method: 'post',
    path: '/api/campaigns',
    tag: CAMPAIGNS_TAG,
    summary: 'Write a campaign (a draft)',
    access: 'member',
    body: campaignInputSchema,
    invalid: 'Invalid campaign',
    input: ({ body }) => body,
    status: 201,
    response: campaignSchema,
    errors: [403, 404, 422],
  }),
]);
