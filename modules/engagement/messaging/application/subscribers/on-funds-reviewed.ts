import { IDENTITY_API } from '../../../../identity/contracts/api.ts';
import { FundsExpired, FundsRejected, FundsVerified } from '../../../../identity/contracts/events.ts';
import { wholeDollars } from '../../../../shared/kernel/en-us-format.ts';
import type { IntegrationEvent } from '../../../../shared/kernel/events.ts';
import type { Subscriber, SubscriberContext } from '../../../../shared/kernel/module.ts';
import { PLATFORM } from '../../../../shared/kernel/tokens.ts';
import { UsesDependencies } from '../../../../shared/kernel/use-case.ts';
import { ringBell, tellMember } from '../member-notice.ts';
import { REALTIME_PUBLISHER } from '../user-events.ts';

/** where the member sees their proof of funds */
const FUNDS_LINK = '/settings#proof-of-funds';

export const onFundsReviewedNeeds = {
  clock: PLATFORM.Clock,
  identity: IDENTITY_API,
  realtime: REALTIME_PUBLISHER,
  mailer: PLATFORM.Mailer,
  settings: PLATFORM.Settings,
};

/**
 * Rings the member's bell when an administrator verified or turned down their proof of funds (decision
 * 0064); identity mails them the decision itself. When a verification runs out (decision 0069) the bell
 * rings and a mail goes too, under the member's Billing setting: nobody asked for this one. One notification
 * per statement, the expiry replacing the verification's.
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
    } else if (FundsExpired.is(event)) {
      const { userId, documentId, amountCents, expiresOn } = event.payload;
      const amount = wholeDollars(Math.round(amountCents / 100));
      const again = 'Upload a bank or lender statement dated within the last 30 days to show the badge again.';
      await tellMember(
        context,
        this.deps,
        userId,
        {
          kind: 'funds-review',
          title: 'Your verified funds have expired',
          body: `Your funds verified up to ${amount} held through ${expiresOn}. ${again}`,
          link: FUNDS_LINK,
          subject: `funds:${documentId}`,
        },
        {
          topic: 'billing',
          lines: [
            `Your verified funds have expired: the verification up to ${amount} held through ${expiresOn}, and your profile, cards and offers no longer show the badge.`,
            again,
          ],
          action: 'Upload a statement',
          because: 'You get this email because billing emails are on in your settings.',
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
