import { BILLING_API } from '../../../../billing/contracts/api.ts';
import { IDENTITY_API } from '../../../../identity/contracts/api.ts';
import { LISTINGS_API } from '../../../../listings/contracts/api.ts';
import { requireActor, type QueryContext, type QueryHandler } from '../../../../shared/kernel/bus.ts';
import { PLATFORM } from '../../../../shared/kernel/tokens.ts';
import { answersQuery, http, UsesDependencies } from '../../../../shared/kernel/use-case.ts';
import { campaignPreviewSchema, previewRequestSchema, type CampaignPreview } from '../../../contracts/campaigns.ts';
import { LEADS_SERVICES } from '../../../tokens.ts';
import {
  byCampaignId,
  CAMPAIGNS_TAG,
  campaignContext,
  campaignMail,
  countRecipients,
  findOwnCampaign,
  linksFor,
  previewContact,
  requireCampaigns,
  SAMPLE_CONTACT,
} from '../../campaigns.ts';
import { PreviewCampaign } from './preview-campaign.query.ts';

const needs = {
  em: PLATFORM.EntityManager,
  settings: PLATFORM.Settings,
  billing: BILLING_API,
  identity: IDENTITY_API,
  listings: LISTINGS_API,
  links: LEADS_SERVICES.CampaignMailLinks,
};

/** Rendered exactly as it would be sent (merge fields, listing card, unsubscribe), with links that lead nowhere. */
export class PreviewCampaignHandler
  extends UsesDependencies<typeof needs>
  implements QueryHandler<{ campaignId: string; contactId?: string }, CampaignPreview>
{
  async execute({ campaignId, contactId }: { campaignId: string; contactId?: string }, { actor }: QueryContext): Promise<CampaignPreview> {
    const { billing, identity, listings, settings, links } = this.deps;
    const em = this.deps.em.fork();
    const sellerId = await requireCampaigns(billing, requireActor(actor));
    const campaign = await findOwnCampaign(em, sellerId, campaignId);
    const contact = await previewContact(em, listings, campaign, contactId);
    const context = await campaignContext(campaign, identity, listings, settings.publicUrl);
    const mail = campaignMail(campaign, contact ?? SAMPLE_CONTACT, context, await linksFor(links)(campaign.id), null);
    return {
      contactId: contact?.id ?? null,
      to: contact?.email ?? null,
      subject: mail.subject,
      text: mail.text,
      html: mail.html!,
      recipients: await countRecipients(em, listings, sellerId, campaign.recipients),
    };
  }
}

export const previewCampaign = answersQuery(PreviewCampaign, needs, PreviewCampaignHandler, [
  http(PreviewCampaign, {
    method: 'post',
    path: '/api/campaigns/:id/preview',
    tag: CAMPAIGNS_TAG,
    summary: 'A campaign’s mail as one contact would read it',
    access: 'member',
    body: previewRequestSchema,
    input: (request) => ({ ...byCampaignId(request), ...(request.body.contactId ? { contactId: request.body.contactId } : {}) }),
    response: campaignPreviewSchema,
    errors: [403, 404],
  }),
]);
