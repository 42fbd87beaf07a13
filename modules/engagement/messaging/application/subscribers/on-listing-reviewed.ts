import { IDENTITY_API } from '../../../../identity/contracts/api.ts';
import { ListingReviewed } from '../../../../listings/contracts/events.ts';
import type { IntegrationEvent } from '../../../../shared/kernel/events.ts';
import type { Subscriber, SubscriberContext } from '../../../../shared/kernel/module.ts';
import { quoted } from '../../../../shared/kernel/text.ts';
import { PLATFORM } from '../../../../shared/kernel/tokens.ts';
import { UsesDependencies } from '../../../../shared/kernel/use-case.ts';
import { tellMember } from '../member-notice.ts';
import { REALTIME_PUBLISHER } from '../user-events.ts';

/** where the seller sees the listing's review and edits it */
const editLink = (listingId: string) => `/property/${listingId}/edit`;
const MY_LISTINGS_LINK = '/dashboard';

export const onListingReviewedNeeds = {
  clock: PLATFORM.Clock,
  identity: IDENTITY_API,
  realtime: REALTIME_PUBLISHER,
  mailer: PLATFORM.Mailer,
  settings: PLATFORM.Settings,
};

/**
 * Tells a seller an administrator approved their listing (it is live) or rejected it, with the
 * reason (decision 0055): the bell in the delivery's transaction, and a mail once it is committed
 * for those who keep listing activity emails on.
 */
export class OnListingReviewed extends UsesDependencies<typeof onListingReviewedNeeds> implements Subscriber {
  async handle(event: IntegrationEvent, transaction: SubscriberContext): Promise<void> {
    if (!ListingReviewed.is(event)) return;
    const { id, ownerId, title, outcome, reason } = event.payload;
    const approved = outcome === 'approved';
    await tellMember(
      transaction,
      this.deps,
      ownerId,
      {
        kind: 'listing-review',
        title: approved ? `Your listing is live: ${title}` : `Your listing was not approved: ${title}`,
        body: approved
          ? 'Our team approved it: buyers can find it in search now.'
          : `${reason ?? ''} Edit it and resubmit it for review.`.trim(),
        link: approved ? MY_LISTINGS_LINK : editLink(id),
        subject: `listing-review:${id}`,
      },
      {
        topic: 'listingActivity',
        lines: approved
          ? [`Our team approved your listing ${quoted(title)}.`, 'It is live: buyers can find it in search now.']
          : [
              `Our team did not approve your listing ${quoted(title)}. The reason:`,
              reason ?? '',
              'Edit the listing, then choose “Resubmit for review”.',
            ],
        action: approved ? 'See your listings' : 'Edit the listing',
        because: 'You get this email because listing activity emails are on in your settings.',
      },
      this.deps.clock.now(),
    );
  }
}
