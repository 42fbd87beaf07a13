import { InvitationAccepted } from '../../../identity/contracts/events.ts';
import type { IntegrationEvent } from '../../../shared/kernel/events.ts';
import { isUuid } from '../../../shared/kernel/ids.ts';
import type { Subscriber, SubscriberContext } from '../../../shared/kernel/module.ts';
import { PLATFORM } from '../../../shared/kernel/tokens.ts';
import { UsesDependencies } from '../../../shared/kernel/use-case.ts';

export const onInvitationAcceptedNeeds = { clock: PLATFORM.Clock };

/**
 * A contact accepted a campaign's invitation (identity's `InvitationAccepted`, whose reference is the send record
 * the invitation was mailed for, decision 0062): the record counts as joined in its campaign's report, once.
 * Idempotent: the inbox delivers each event once, and a record's first join is the one kept.
 */
export class OnInvitationAccepted extends UsesDependencies<typeof onInvitationAcceptedNeeds> implements Subscriber {
  async handle(event: IntegrationEvent, { em }: SubscriberContext): Promise<void> {
    if (!InvitationAccepted.is(event) || !isUuid(event.payload.reference)) return;
    await em.execute('update leads.campaign_sends set joined_at = ? where id = ? and joined_at is null', [
      this.deps.clock.now(),
      event.payload.reference,
    ]);
  }
}
