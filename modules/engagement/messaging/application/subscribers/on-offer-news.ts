import { IDENTITY_API } from '../../../../identity/contracts/api.ts';
import {
  BestAndFinalRequested,
  DealDateNear,
  EarnestMoneyReceived,
  OfferRevised,
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
import { tellMember } from '../member-notice.ts';
import { REALTIME_PUBLISHER } from '../user-events.ts';

export const OFFER_NEWS_EVENTS = [
  OfferMade,
  OfferCountered,
  OfferAccepted,
  OfferDeclined,
  OfferWithdrawn,
  BestAndFinalRequested,
  OfferRevised,
  EarnestMoneyReceived,
  DealDateNear,
];

/** where the seller compares a listing's offers, and where a buyer follows their own */
export const listingOffersLink = (propertyId: string) => `/property/${propertyId}/offers`;
export const MY_OFFERS_LINK = '/member-dashboard#offers';

const dollars = (amount: number) => `$${amount.toLocaleString('en-US')}`;
const moment = (iso: string) => new Date(iso).toUTCString().replace(/:\d\d GMT$/, ' UTC');
const DEAL_DATES = { earnest: 'Earnest money is due', inspection: 'The inspection period ends', closing: 'Closing is' } as const;

interface Notice {
  to: string;
  title: string;
  body: string;
  link: string;
  lines: string[];
  action: string;
  /** the notification's subject when it is not the offer's own (a reminder stands beside the offer's news) */
  subject?: string;
}

function noticesOf(event: IntegrationEvent, title: string): Notice[] {
  if (DealDateNear.is(event)) {
    const facts = event.payload;
    const line = `${DEAL_DATES[facts.date]} ${moment(facts.at)}.`;
    const heading = `Tomorrow: ${DEAL_DATES[facts.date].replace(/ is$/, '')} on ${title}`;
    return [
      { to: facts.sellerId, link: listingOffersLink(facts.propertyId), action: 'See the deal' },
      { to: facts.buyerId, link: MY_OFFERS_LINK, action: 'See the deal' },
    ].map((side) => ({
      ...side,
      title: heading,
      body: line,
      lines: [`The deal on ${quoted(title)}: ${line}`],
      subject: `offer:${event.aggregateId}:${facts.date}`,
    }));
  }
  const notice = noticeOf(event, title);
  return notice ? [notice] : [];
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
  if (BestAndFinalRequested.is(event)) {
    const by = moment(event.payload.deadline);
    return {
      ...forBuyer,
      title: `Best and final by ${by}: ${title}`,
      body: 'The seller asks every bidder for their best and final offer. Revise yours before the deadline.',
      lines: [
        `The seller of ${listing} asks every bidder for their best and final offer by ${by}.`,
        'Revise your offer before the deadline, or leave it as it stands.',
      ],
    };
  }
  if (OfferRevised.is(event)) {
    return {
      ...forSeller,
      title: `Best and final: ${dollars(facts.price)} on ${title}`,
      body: 'A bidder revised their offer.',
      lines: [`A bidder revised their offer on ${listing} to ${dollars(facts.price)}.`],
    };
  }
  if (EarnestMoneyReceived.is(event)) {
    return {
      ...forBuyer,
      title: `Earnest money received: ${title}`,
      body: `The seller marked your ${dollars(event.payload.earnestMoney)} earnest money received.`,
      lines: [`The seller of ${listing} marked your ${dollars(event.payload.earnestMoney)} earnest money received.`],
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
 * Tells the other side of an offer what happened to it (decisions 0065, 0067): the seller of a new, withdrawn
 * or revised offer, the buyer of a counter, an acceptance, a decline, a best-and-final call or their earnest
 * money received; both sides a day before each date of an accepted deal. The bell rings in the delivery's transaction;
 * the mail goes once it is committed, for those who keep message emails on (an offer is a negotiation
 * between the two, as their messages are).
 */
export class OnOfferNews extends UsesDependencies<typeof onOfferNewsNeeds> implements Subscriber {
  async handle(event: IntegrationEvent, { em, afterCommit }: SubscriberContext): Promise<void> {
    const { clock, listings } = this.deps;
    const [card] = await listings.getCards([(event.payload as OfferFacts).propertyId]);
    const now = clock.now();
    for (const notice of noticesOf(event, card?.title ?? 'a listing')) await this.#tell(event, notice, now, { em, afterCommit });
  }

  async #tell(event: IntegrationEvent, notice: Notice, now: Date, transaction: Pick<SubscriberContext, 'em' | 'afterCommit'>) {
    await tellMember(
      transaction,
      this.deps,
      notice.to,
      { kind: 'offer', title: notice.title, body: notice.body, link: notice.link, subject: notice.subject ?? `offer:${event.aggregateId}` },
      {
        topic: 'messages',
        lines: notice.lines,
        action: notice.action,
        because: 'You get this email because message emails are on in your settings.',
      },
      now,
    );
  }
}
