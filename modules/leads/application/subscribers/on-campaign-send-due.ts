import { BILLING_API } from '../../../billing/contracts/api.ts';
import { IDENTITY_API } from '../../../identity/contracts/api.ts';
import { LISTINGS_API } from '../../../listings/contracts/api.ts';
import type { IntegrationEvent } from '../../../shared/kernel/events.ts';
import type { Subscriber, SubscriberContext } from '../../../shared/kernel/module.ts';
import { PLATFORM } from '../../../shared/kernel/tokens.ts';
import { UsesDependencies } from '../../../shared/kernel/use-case.ts';
import { CampaignSendDue } from '../../contracts/campaign-events.ts';
import { LEADS_SERVICES } from '../../tokens.ts';
import { CAMPAIGN_BATCH, claimBatch, sendClaimed } from '../campaign-sending.ts';
import { linksFor } from '../campaigns.ts';

export const onCampaignSendDueNeeds = {
  em: PLATFORM.EntityManager,
  clock: PLATFORM.Clock,
  mailer: PLATFORM.Mailer,
  settings: PLATFORM.Settings,
  billing: BILLING_API,
  identity: IDENTITY_API,
  listings: LISTINGS_API,
  links: LEADS_SERVICES.CampaignMailLinks,
};

/**
 * The throttled worker, one batch per delivery: the batch is claimed in the delivery's transaction (so a
 * redelivery finds it claimed and claims only what is still queued), sent once that commits, and a full
 * batch queues the next delivery. When the seller's minute or day is used up the chain stops; the
 * `leads.drive-campaigns` job starts it again once the window has moved on, and after a restart.
 */
export class OnCampaignSendDue extends UsesDependencies<typeof onCampaignSendDueNeeds> implements Subscriber {
  async handle(event: IntegrationEvent, { em, publish, afterCommit }: SubscriberContext): Promise<void> {
    if (!CampaignSendDue.is(event)) return;
    const { clock, billing } = this.deps;
    const claimed = await claimBatch(em, billing, event.aggregateId, clock.now());
    if (claimed.length === 0) return;
    if (claimed.length === CAMPAIGN_BATCH) publish(CampaignSendDue.create(event.aggregateId, event.payload));
    afterCommit(() =>
      sendClaimed(
        {
          em: this.deps.em,
          mailer: this.deps.mailer,
          identity: this.deps.identity,
          listings: this.deps.listings,
          links: linksFor(this.deps.links),
          publicUrl: this.deps.settings.publicUrl,
          now: () => clock.now(),
        },
        event.aggregateId,
        claimed,
      ),
    );
  }
}
