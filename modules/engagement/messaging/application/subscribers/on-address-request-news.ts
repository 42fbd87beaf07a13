import { IDENTITY_API } from '../../../../identity/contracts/api.ts';
import { AddressRequestDecided, AddressRequested } from '../../../../listings/contracts/events.ts';
import type { IntegrationEvent } from '../../../../shared/kernel/events.ts';
import type { Subscriber, SubscriberContext } from '../../../../shared/kernel/module.ts';
import { quoted } from '../../../../shared/kernel/text.ts';
import { PLATFORM } from '../../../../shared/kernel/tokens.ts';
import { UsesDependencies } from '../../../../shared/kernel/use-case.ts';
import { tellMember } from '../member-notice.ts';
import { REALTIME_PUBLISHER } from '../user-events.ts';
import { listingOffersLink } from './on-offer-news.ts';

export const ADDRESS_REQUEST_EVENTS = [AddressRequested, AddressRequestDecided];

export const onAddressRequestNewsNeeds = {
  clock: PLATFORM.Clock,
  identity: IDENTITY_API,
  realtime: REALTIME_PUBLISHER,
  mailer: PLATFORM.Mailer,
  settings: PLATFORM.Settings,
};

/**
 * Address gating (decision 0070): tells the seller a buyer asks for a listing's street address (they answer on the
 * listing's offers page), and the buyer the seller's answer. The bell as offers ring it, and a mail under the messages
 * setting: it is a step of the buyer and seller's negotiation.
 */
export class OnAddressRequestNews extends UsesDependencies<typeof onAddressRequestNewsNeeds> implements Subscriber {
  async handle(event: IntegrationEvent, transaction: SubscriberContext): Promise<void> {
    const because = 'You get this email because message emails are on in your settings.';
    if (AddressRequested.is(event)) {
      const { requestId, propertyId, ownerId, title } = event.payload;
      await tellMember(
        transaction,
        this.deps,
        ownerId,
        {
          kind: 'offer',
          title: `A buyer asks for the address of ${title}`,
          body: 'Show them the street address, or decline.',
          link: `${listingOffersLink(propertyId)}#address-requests`,
          subject: `address-request:${requestId}`,
        },
        {
          topic: 'messages',
          lines: [`A buyer asks for the street address of your listing ${quoted(title)}.`, 'Show it to them, or decline.'],
          action: 'Answer the request',
          because,
        },
        this.deps.clock.now(),
      );
      return;
    }
    if (!AddressRequestDecided.is(event)) return;
    const { requestId, propertyId, buyerId, title, outcome } = event.payload;
    const approved = outcome === 'approved';
    await tellMember(
      transaction,
      this.deps,
      buyerId,
      {
        kind: 'offer',
        title: approved ? `The seller shared the address of ${title}` : `The seller keeps the address of ${title} private`,
        body: approved ? 'The street address is on the listing now.' : 'You may still message the seller or make an offer.',
        link: `/property/${propertyId}`,
        subject: `address-request:${requestId}`,
      },
      {
        topic: 'messages',
        lines: approved
          ? [`The seller of ${quoted(title)} agreed to show you its street address.`, 'It is on the listing now.']
          : [`The seller of ${quoted(title)} declined to share its street address.`, 'You may still message the seller or make an offer.'],
        action: 'See the listing',
        because,
      },
      this.deps.clock.now(),
    );
  }
}
