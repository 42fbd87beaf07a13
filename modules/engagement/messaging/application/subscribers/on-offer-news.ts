import { IDENTITY_API } from '../../../../identity/contracts/api.ts';
import {
  OfferAccepted,
  OfferCountered,
  OfferDeclined,
  OfferMade,
  OfferWithdrawn,
  type OfferFacts,
} from '../../../../leads/contracts/events.ts';
import { LISTINGS_API } from '../../../../listings/contracts/api.ts';
import type { IntegrationEvent } from '../../../../shared/kernel/events.ts';
import type { Subscriber, SubscriberContext } from '../../../../shared/kernel/module.ts';
import { quoted } from '../../../../shared/kernel/text.ts';
import { PLATFORM } from '../../../../shared/kernel/tokens.ts';
import { UsesDependencies } from '../../../../shared/kernel/use-case.ts';
import { notify } from '../notify.ts';
import { sellerNoticeMail } from '../seller-notice-mail.ts';
import { appendUserEvents, unreadCounts, REALTIME_PUBLISHER } from '../user-events.ts';

export const OFFER_NEWS_EVENTS = [OfferMade, OfferCountered, OfferAccepted, OfferDeclined, OfferWithdrawn];

/** where the seller compares a listing's offers, and where a buyer follows their own */
export const listingOffersLink = (propertyId: string) => `/property/${propertyId}/offers`;
export const MY_OFFERS_LINK = '/member-dashboard#offers';

const dollars = (amount: number) => `$${amount.toLocaleString('en-US')}`;

interface Notice {
  to: string;
  title: string;
  body: string;
  link: string;
  lines: string[];
  action: string;
}

function noticeOf(event: IntegrationEvent, title: string): Notice | null {
  const facts = event.payload as OfferFacts;
  const listing = quoted(title);
  const forSeller = { to: facts.sellerId, link: listingOffersLink(facts.propertyId), action: 'Compare the offers' };
  const forBuyer = { to: facts.buyerId, link: MY_OFFERS_LINK, action: 'See your offers' };
  if (OfferMade.is(event)) {
    const heading = `New offer of ${dollars(facts.price)} on ${title}`;
    return {
      ...forSeller,
      title: heading,
      body: 'Accept, counter or decline it before it expires.',
      lines: [`A buyer offered ${dollars(facts.price)} on your listing ${listing}.`, 'Accept, counter or decline it before it expires.'],
    };
  }
  if (OfferWithdrawn.is(event)) {
    return {
      ...forSeller,
      title: `An offer on ${title} was withdrawn`,
      body: `The ${dollars(facts.price)} offer is off the table.`,
      lines: [`The buyer withdrew their ${dollars(facts.price)} offer on ${listing}.`],
    };
  }
  if (OfferCountered.is(event)) {
    const heading = `The seller countered at ${dollars(event.payload.counterPrice)}: ${title}`;
    return {
      ...forBuyer,
      title: heading,
      body: 'Accept the counter before it expires to go under contract.',
      lines: [
        `The seller of ${listing} answered your ${dollars(facts.price)} offer with ${dollars(event.payload.counterPrice)}.`,
        'Accept the counter before it expires to go under contract.',
      ],
    };
  }
  if (OfferAccepted.is(event)) {
    const due = new Date(event.payload.earnestDueAt).toUTCString().replace(/:\d\d GMT$/, ' UTC');
    const earnest = `Earnest money of ${dollars(event.payload.earnestMoney)} is due by ${due}.`;
    return {
      ...forBuyer,
      title: `Under contract at ${dollars(facts.price)}: ${title}`,
      body: earnest,
      lines: [`Your offer on ${listing} was accepted at ${dollars(facts.price)}.`, earnest],
    };
  }
  if (OfferDeclined.is(event)) {
    const reason = event.payload.reason ? ` ${event.payload.reason}.`.replace(/\.\.$/, '.') : '';
    return {
      ...forBuyer,
      title: `Your offer on ${title} was declined`,
      body: reason.trim() || 'You may make another offer while the listing is active.',
      lines: [`Your ${dollars(facts.price)} offer on ${listing} was declined.${reason}`],
    };
  }
  return null;
}

export const onOfferNewsNeeds = {
  clock: PLATFORM.Clock,
  identity: IDENTITY_API,
  listings: LISTINGS_API,
  realtime: REALTIME_PUBLISHER,
  mailer: PLATFORM.Mailer,
  settings: PLATFORM.Settings,
};

/**
 * Tells the other side of an offer what happened to it (decision 0065): the seller of a new or withdrawn
 * offer, the buyer of a counter, an acceptance or a decline. The bell rings in the delivery's transaction;
 * the mail goes once it is committed, for those who keep message emails on (an offer is a negotiation
 * between the two, as their messages are).
 */
export class OnOfferNews extends UsesDependencies<typeof onOfferNewsNeeds> implements Subscriber {
  async handle(event: IntegrationEvent, { em, afterCommit }: SubscriberContext): Promise<void> {
    const { clock, identity, listings, realtime, mailer, settings } = this.deps;
    const [card] = await listings.getCards([(event.payload as OfferFacts).propertyId]);
    const notice = noticeOf(event, card?.title ?? 'a listing');
    if (!notice) return;
    const now = clock.now();
    const notification = await notify(
      em,
      identity,
      notice.to,
      { kind: 'offer', title: notice.title, body: notice.body, link: notice.link, subject: `offer:${event.aggregateId}` },
      now,
    );
    const stored = notification
      ? await appendUserEvents(em, now, [
          { userId: notice.to, event: { type: 'notification', notification: notification.toView() } },
          { userId: notice.to, event: { type: 'counts', counts: await unreadCounts(em, notice.to) } },
        ])
      : [];
    const [recipient] = await identity.getNotificationRecipients([notice.to], 'messages');
    const publicUrl = settings.publicUrl.replace(/\/$/, '');
    afterCommit(async () => {
      await realtime.publish(stored);
      if (!recipient?.email || !recipient.channels.email) return;
      await mailer.send(
        sellerNoticeMail({
          to: recipient.email,
          firstName: recipient.firstName,
          subject: notice.title,
          lines: notice.lines,
          action: notice.action,
          url: `${publicUrl}${notice.link}`,
          settingsUrl: `${publicUrl}/settings#notifications`,
          unsubscribe: await identity.unsubscribeLinks(notice.to, 'messages'),
          because: 'You get this email because message emails are on in your settings.',
        }),
      );
    });
  }
}
