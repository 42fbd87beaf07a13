import mjml2html from 'mjml';
import { escapeHtml as escape } from '../../../shared/kernel/html.ts';
import type { MailMessage } from '../../../shared/kernel/mailer.port.ts';
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
const acres = (amount: number) => `${amount.toLocaleString('en-US', { maximumFractionDigits: 2 })} ${amount === 1 ? 'acre' : 'acres'}`;

function subjectOf(mail: ListingAlertsMail): string {
  const [first] = mail.listings;
  if (mail.digest)
    return `Your daily digest: ${mail.listings.length} ${mail.listings.length === 1 ? 'deal matches' : 'deals match'} your saved searches`;
  if (mail.listings.length === 1) return `${REASONS[first.reason]} for “${first.searchName}”: ${first.title}`;
  return `${mail.listings.length} new deals match your saved searches`;
}

function card(listing: AlertedListing): string {
  const photo = listing.image
    ? `<mj-image src="${escape(listing.image)}" alt="${escape(listing.title)}" href="${escape(listing.url)}" border-radius="8px" padding="0 0 12px" />`
    : '';
  return `
    <mj-section background-color="#ffffff" border-radius="12px" padding="16px" css-class="card">
      <mj-column>
        ${photo}
        <mj-text font-size="12px" color="#047857" font-weight="600" padding="0">${escape(REASONS[listing.reason])} · ${escape(listing.searchName)}</mj-text>
        <mj-text font-size="18px" font-weight="700" color="#0f172a" padding="4px 0 0"><a href="${escape(listing.url)}" style="color:#0f172a;text-decoration:none">${escape(listing.title)}</a></mj-text>
        <mj-text font-size="14px" color="#475569" padding="4px 0 0">${escape(listing.place)}</mj-text>
        <mj-text font-size="16px" color="#0f172a" padding="8px 0 0"><strong>${dollars(listing.price)}</strong> · ${escape(acres(listing.acres))}</mj-text>
        <mj-button href="${escape(listing.url)}" background-color="#047857" border-radius="8px" align="left" padding="12px 0 0">View the property</mj-button>
      </mj-column>
    </mj-section>
    <mj-section padding="6px 0" />`;
}

function plainText(mail: ListingAlertsMail): string {
  return [
    `Hi ${mail.firstName},`,
    '',
    mail.digest ? 'Here are the deals that matched your saved searches today:' : 'A deal matches your saved search:',
    '',
    ...mail.listings.map((listing) =>
      [
        `${REASONS[listing.reason]} · ${listing.searchName}`,
        listing.title,
        `${listing.place} · ${dollars(listing.price)} · ${acres(listing.acres)}`,
        listing.url,
        '',
      ].join('\n'),
    ),
    `Manage your saved searches and alerts: ${mail.manageUrl}`,
    '',
    '— The DealAcre team',
    `You get this email because listing alert emails are on. Stop listing alert emails: ${mail.unsubscribe.page}`,
    `Choose what DealAcre emails you: ${mail.settingsUrl}`,
  ].join('\n');
}

/** An alert or digest mail: HTML listing cards (photo, price, acres, link) with a plain-text part and one-click unsubscribe. */
export async function listingAlertsMail(mail: ListingAlertsMail): Promise<MailMessage> {
  const { html, errors } = await mjml2html(
    `<mjml>
      <mj-head>
        <mj-title>${escape(subjectOf(mail))}</mj-title>
        <mj-attributes><mj-all font-family="Helvetica, Arial, sans-serif" /><mj-text line-height="1.5" /></mj-attributes>
      </mj-head>
      <mj-body background-color="#f1f5f9" width="600px">
        <mj-section padding="24px 16px 8px">
          <mj-column>
            <mj-text font-size="20px" font-weight="700" color="#047857" padding="0">DealAcre</mj-text>
            <mj-text font-size="16px" color="#0f172a" padding="12px 0 0">Hi ${escape(mail.firstName)},</mj-text>
            <mj-text font-size="16px" color="#334155" padding="4px 0 0">${mail.digest ? 'Here are the deals that matched your saved searches today.' : 'A deal matches your saved search.'}</mj-text>
          </mj-column>
        </mj-section>
        <mj-wrapper padding="8px 16px">${mail.listings.map(card).join('')}</mj-wrapper>
        <mj-section padding="8px 16px 24px">
          <mj-column>
            <mj-text font-size="14px" color="#334155" padding="0"><a href="${escape(mail.manageUrl)}" style="color:#047857">Manage your saved searches and alerts</a></mj-text>
            <mj-text font-size="12px" color="#64748b" padding="12px 0 0">You get this email because listing alert emails are on.
              <a href="${escape(mail.unsubscribe.page)}" style="color:#64748b">Unsubscribe from listing alerts</a> ·
              <a href="${escape(mail.settingsUrl)}" style="color:#64748b">Email settings</a></mj-text>
          </mj-column>
        </mj-section>
      </mj-body>
    </mjml>`,
    { validationLevel: 'strict' },
  );
  if (errors.length) throw new Error(`listing alert mail: ${errors.map((error) => error.formattedMessage).join('; ')}`);
  return {
    to: mail.to,
    subject: subjectOf(mail),
    text: plainText(mail),
    html,
    headers: { 'List-Unsubscribe': `<${mail.unsubscribe.oneClick}>`, 'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click' },
  };
}
