import type { CommandContext, CommandHandler } from '../../../../shared/kernel/bus.ts';
import { PLATFORM } from '../../../../shared/kernel/tokens.ts';
import { handlesCommand, UsesDependencies } from '../../../../shared/kernel/use-case.ts';
import { InvalidMailLinkError } from '../../../domain/campaign.errors.ts';
import { LEADS_SERVICES } from '../../../tokens.ts';
import { UnsubscribeCampaignContact } from './unsubscribe-campaign-contact.command.ts';

const needs = { clock: PLATFORM.Clock, links: LEADS_SERVICES.CampaignMailLinks };

/**
 * The contact the signed link's send record went to is unsubscribed from the seller's mail (kept on the list,
 * marked, never mailed: records still queued for them are skipped), and the send counts as unsubscribed in
 * its campaign's report. Using the link again changes nothing.
 */
export class UnsubscribeCampaignContactHandler
  extends UsesDependencies<typeof needs>
  implements CommandHandler<{ token: string }, { unsubscribed: boolean }>
{
  async execute({ token }: { token: string }, { em }: CommandContext): Promise<{ unsubscribed: boolean }> {
    const sendId = await this.deps.links.verify(em, token, 'unsubscribe');
    const [send] = sendId
      ? await em.execute<Array<{ contact_id: string }>>('select contact_id from leads.campaign_sends where id = ?', [sendId])
      : [];
    if (!send) throw new InvalidMailLinkError();
    const now = this.deps.clock.now();
    await em.execute('update leads.campaign_sends set unsubscribed_at = coalesce(unsubscribed_at, ?) where id = ?', [now, sendId]);
    await em.execute('update leads.contacts set unsubscribed_at = coalesce(unsubscribed_at, ?), updated_at = ? where id = ?', [
      now,
      now,
      send.contact_id,
    ]);
    return { unsubscribed: true };
  }
}

export const unsubscribeCampaignContact = handlesCommand(UnsubscribeCampaignContact, needs, UnsubscribeCampaignContactHandler);
