import type { CommandContext, CommandHandler } from '../../../../shared/kernel/bus.ts';
import { PLATFORM } from '../../../../shared/kernel/tokens.ts';
import { handlesCommand, UsesDependencies } from '../../../../shared/kernel/use-case.ts';
import { InvalidMailLinkError } from '../../../domain/campaign.errors.ts';
import { LEADS_SERVICES } from '../../../tokens.ts';
import { campaignTarget } from '../../campaigns.ts';
import { RecordCampaignClick } from './record-campaign-click.command.ts';

const needs = { clock: PLATFORM.Clock, settings: PLATFORM.Settings, links: LEADS_SERVICES.CampaignMailLinks };

/**
 * The first click of a send record is kept; the answer is where the campaign leads (the listing's page, or for an
 * invitation its sign-in at `/auto-login` or the page to join), which the server decides: a link carries no address
 * of its own, so it redirects nowhere else.
 */
export class RecordCampaignClickHandler
  extends UsesDependencies<typeof needs>
  implements CommandHandler<{ token: string; invitation: string | null }, { location: string }>
{
  async execute(
    { token, invitation }: { token: string; invitation: string | null },
    { em }: CommandContext,
  ): Promise<{ location: string }> {
    const sendId = await this.deps.links.verify(em, token, 'click');
    const [campaign] = sendId
      ? await em.execute<Array<{ kind: 'invite' | 'listing'; listing_id: string | null }>>(
          `select c.kind, c.listing_id from leads.campaign_sends s join leads.campaigns c on c.id = s.campaign_id where s.id = ?`,
          [sendId],
        )
      : [];
    if (!campaign) throw new InvalidMailLinkError();
    await em.execute('update leads.campaign_sends set clicked_at = ? where id = ? and clicked_at is null', [this.deps.clock.now(), sendId]);
    return {
      location: campaignTarget(this.deps.settings.publicUrl, { kind: campaign.kind, listingId: campaign.listing_id }, invitation),
    };
  }
}

export const recordCampaignClick = handlesCommand(RecordCampaignClick, needs, RecordCampaignClickHandler);
