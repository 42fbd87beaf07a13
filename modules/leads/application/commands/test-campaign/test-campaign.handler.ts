import { BILLING_API } from '../../../../billing/contracts/api.ts';
import { IDENTITY_API } from '../../../../identity/contracts/api.ts';
import { LISTINGS_API } from '../../../../listings/contracts/api.ts';
import { requireActor, type CommandContext, type CommandHandler } from '../../../../shared/kernel/bus.ts';
import { PLATFORM } from '../../../../shared/kernel/tokens.ts';
import { handlesCommand, http, UsesDependencies } from '../../../../shared/kernel/use-case.ts';
import { testSendSchema } from '../../../contracts/campaigns.ts';
import { LEADS_SERVICES } from '../../../tokens.ts';
import {
  byCampaignId,
  CAMPAIGN_TEST_SENDS,
  CAMPAIGNS_TAG,
  campaignContext,
  campaignMail,
  findOwnCampaign,
  linksFor,
  previewContact,
  requireCampaigns,
  SAMPLE_CONTACT,
} from '../../campaigns.ts';
import { TestCampaign } from './test-campaign.command.ts';

const needs = {
  settings: PLATFORM.Settings,
  mailer: PLATFORM.Mailer,
  billing: BILLING_API,
  identity: IDENTITY_API,
  listings: LISTINGS_API,
  links: LEADS_SERVICES.CampaignMailLinks,
};

/** the subject is merged before the links exist: no merge field of a subject is a link that matters here */
const NO_LINKS = { click: '', unsubscribe: { page: '', oneClick: '' } };

/**
 * The mail as the first recipient would read it, to the seller's own sign-in address, its subject marked
 * `[Test]`; its links lead nowhere and it counts in no report. In any state of the campaign.
 */
export class TestCampaignHandler
  extends UsesDependencies<typeof needs>
  implements CommandHandler<{ campaignId: string }, { to: string; subject: string }>
{
  async execute(
    { campaignId }: { campaignId: string },
    { em, actor, afterCommit }: CommandContext,
  ): Promise<{ to: string; subject: string }> {
    const { billing, identity, listings, settings, links, mailer } = this.deps;
    const sellerId = await requireCampaigns(billing, requireActor(actor));
    const campaign = await findOwnCampaign(em, sellerId, campaignId);
    const [self] = await identity.getContacts([sellerId]);
    const contact = (await previewContact(em, listings, campaign)) ?? SAMPLE_CONTACT;
    const context = await campaignContext(campaign, identity, listings, settings.publicUrl);
    const subject = `[Test] ${campaignMail(campaign, contact, context, NO_LINKS, null).subject}`;
    // the links (whose key may be stored first) and the mail, once the transaction is over
    afterCommit(async () => {
      const mail = campaignMail(campaign, contact, context, await linksFor(links)(campaign.id), null);
      await mailer.send({ ...mail, to: self!.email, subject });
    });
    return { to: self!.email, subject };
  }
}

export const testCampaign = handlesCommand(TestCampaign, needs, TestCampaignHandler, [
  http(TestCampaign, {
    method: 'post',
    path: '/api/campaigns/:id/test',
    tag: CAMPAIGNS_TAG,
    summary: 'Mail a campaign to myself',
    access: 'member',
    rateLimit: CAMPAIGN_TEST_SENDS,
    input: byCampaignId,
    response: testSendSchema,
    errors: [403, 404],
  }),
]);
