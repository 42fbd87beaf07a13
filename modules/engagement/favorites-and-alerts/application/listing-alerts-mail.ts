import { countOf } from '../../../shared/kernel/en-us-format.ts';
import { renderMail } from '../../../shared/kernel/mail-layout.ts';
import type { MailMessage } from '../../../shared/kernel/mailer.port.ts';
import { quoted } from '../../../shared/kernel/text.ts';
import type { MatchReason } from '../../contracts/saved-searches.ts';

/** One listing in an alert mail, as it is now. */
export interface AlertedListing {
  searchName: string;
  reason: MatchReason;
  title: string;
  place: string;
  price: number;
  acres: number;
  /** absolute URLs */
  url: string;
  image: string | null;
}

export interface ListingAlertsMail {
  to: string;
  firstName: string;
  /** a daily digest, or an instant alert */
  digest: boolean;
  listings: AlertedListing[];
  manageUrl: string;
  settingsUrl: string;
  unsubscribe: { page: string; oneClick: string };
}

const REASONS: Record<MatchReason, string> = { new: 'New listing', 'price-drop': 'Price drop', back: 'Back on the market' };
const dollars = (amount: number) => `$${Math.round(amount).toLocaleString('en-US')}`;

function subjectOf(mail: ListingAlertsMail): string {
  const [first] = mail.listings;
  if (mail.digest) return `Your daily digest: ${countOf(mail.listings.length, 'deal matches', 'deals match')} your saved searches`;
  if (mail.listings.length === 1) return `${REASONS[first.reason]} for ${quoted(first.searchName)}: ${first.title}`;
  return `${mail.listings.length} new deals match your saved searches`;
}

/** An alert or digest mail: listing cards (photo, price, acres, link) with a plain-text part and one-click unsubscribe. */
export function listingAlertsMail(mail: ListingAlertsMail): MailMessage {
  return {
    to: mail.to,
    ...renderMail({
      subject: subjectOf(mail),
      greeting: `Hi ${mail.firstName},`,
      blocks: [
        {
          kind: 'paragraph',
          content: mail.digest ? 'Here are the deals that matched your saved searches today:' : 'A deal matches your saved search:',
        },
        ...mail.listings.map((listing) => ({
          kind: 'card' as const,
          eyebrow: `${REASONS[listing.reason]} · ${listing.searchName}`,
          title: listing.title,
          url: listing.url,
          facts: [listing.place, dollars(listing.price), countOf(listing.acres, 'acre')],
          image: listing.image ? { src: listing.image, alt: listing.title } : undefined,
          action: 'View the property',
        })),
        { kind: 'link', label: 'Manage your saved searches and alerts', url: mail.manageUrl },
      ],
      footer: {
        reason: 'You get this email because listing alert emails are on.',
        stop: 'Stop listing alert emails',
        unsubscribe: mail.unsubscribe,
        settingsUrl: mail.settingsUrl,
      },
    }),
  };
}
