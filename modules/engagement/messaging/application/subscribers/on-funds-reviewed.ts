import { IDENTITY_API } from '../../../../identity/contracts/api.ts';
import { FundsRejected, FundsVerified } from '../../../../identity/contracts/events.ts';
import { wholeDollars } from '../../../../shared/kernel/en-us-format.ts';
import type { IntegrationEvent } from '../../../../shared/kernel/events.ts';
import type { Subscriber, SubscriberContext } from '../../../../shared/kernel/module.ts';
import { PLATFORM } from '../../../../shared/kernel/tokens.ts';
import { UsesDependencies } from '../../../../shared/kernel/use-case.ts';
import { ringBell } from '../member-notice.ts';
import { REALTIME_PUBLISHER } from '../user-events.ts';

/** where the member sees their proof of funds */
const FUNDS_LINK = '/settings#proof-of-funds';

export const onFundsReviewedNeeds = { clock: PLATFORM.Clock, identity: IDENTITY_API, realtime: REALTIME_PUBLISHER };

/**
 * Rings the member's bell when an administrator verified or turned down their proof of funds (decision
 * 0064); identity mails them the decision itself. One notification per statement.
 */
export class OnFundsReviewed extends UsesDependencies<typeof onFundsReviewedNeeds> implements Subscriber {
  async handle(event: IntegrationEvent, context: SubscriberContext): Promise<void> {
    const { clock, identity, realtime } = this.deps;
    if (FundsVerified.is(event)) {
      const { userId, documentId, amountCents, expiresOn } = event.payload;
      await ringBell(
        context,
        { identity, realtime },
        userId,
        {
          kind: 'funds-review',
          title: `Your funds are verified up to ${wholeDollars(Math.round(amountCents / 100))}`,
          body: `Your profile and cards show the badge through ${expiresOn}.`,
          link: FUNDS_LINK,
          subject: `funds:${documentId}`,
        },
        clock.now(),
      );
    } else if (FundsRejected.is(event)) {
      const { userId, documentId, reason } = event.payload;
      await ringBell(
        context,
        { identity, realtime },
        userId,
        {
          kind: 'funds-review',
          title: 'We could not verify your proof of funds',
          body: `${reason} You can upload another statement.`,
          link: FUNDS_LINK,
          subject: `funds:${documentId}`,
        },
        clock.now(),
      );
    }
  }
}
