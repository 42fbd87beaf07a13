import type { SqlEntityManager as EntityManager } from '@mikro-orm/sql';
import { sql } from 'kysely';
import type { BillingApi } from '../../billing/contracts/api.ts';
import { assertWithinPlan } from '../../billing/contracts/plan-limits.ts';
import type { IdentityApi } from '../../identity/contracts/api.ts';
import type { ListingsApi } from '../../listings/contracts/api.ts';
import type { Actor } from '../../shared/kernel/bus.ts';
import type { PathParams } from '../../shared/kernel/endpoint.ts';
import { isUuid } from '../../shared/kernel/ids.ts';
import type { RateLimitRule } from '../../shared/kernel/rate-limit.ts';
import { renderMail, type MailBlock } from '../../shared/kernel/mail-layout.ts';
import type { MailMessage } from '../../shared/kernel/mailer.port.ts';
import { CAMPAIGNS_UPGRADE_MESSAGE, merge, type CampaignReport, type MergeField, type Recipients } from '../contracts/campaigns.ts';
import { Campaign } from '../domain/campaign.entity.ts';
import { CampaignListingError, CampaignNotFoundError } from '../domain/campaign.errors.ts';
import type { CampaignMailLinks } from '../infrastructure/campaign-mail-links.ts';
import { ContactNotFoundError } from '../domain/contact.errors.ts';
import { requireSeller } from './contacts.ts';
import { audienceContactIds, ownListing } from './matching.ts';
import { findOwnSegment } from './segments.ts';

/** What the seller's plan sends: campaign mails per minute and per 24 hours (0: no campaigns). */
export async function mailLimits(billing: BillingApi, sellerId: string): Promise<{ perMinute: number; perDay: number }> {
  const { seller } = await billing.entitlements(sellerId);
  return { perMinute: seller.campaignMailsPerMinute, perDay: seller.campaignMailsPerDay };
}

/** A seller whose plan has campaigns (Premium): others get 403 `upgradeRequired`, suggesting the plan that has them. */
export async function requireCampaigns(billing: BillingApi, actor: Actor): Promise<string> {
  const sellerId = requireSeller(actor);
  assertWithinPlan(await billing.entitlements(sellerId), 'campaignMailsPerDay', 0, () => CAMPAIGNS_UPGRADE_MESSAGE);
  return sellerId;
}

export async function findOwnCampaign(em: EntityManager, sellerId: string, id: string): Promise<Campaign> {
  const campaign = await em.findOne(Campaign, { id, sellerId });
  if (!campaign) throw new CampaignNotFoundError();
  return campaign;
}

/** A listing campaign sends one of the seller's own listings that buyers can see. */
export async function assertOwnPublicListing(listings: ListingsApi, sellerId: string, listingId: string | null): Promise<void> {
  if (listingId === null) return;
  const [card] = await listings.getCards([listingId]);
  if (!card || card.ownerId !== sellerId || !card.isPublic) throw new CampaignListingError();
}

const EMPTY_REPORT: CampaignReport = { queued: 0, sent: 0, notSent: 0, uncertain: 0, bounced: 0, unsubscribed: 0, clicked: 0, joined: 0 };

/** Each campaign's report, counted from its send records in one statement. */
export async function campaignReports(em: EntityManager, campaignIds: string[]): Promise<Map<string, CampaignReport>> {
  const reports = new Map<string, CampaignReport>(campaignIds.map((id) => [id, { ...EMPTY_REPORT }]));
  if (campaignIds.length === 0) return reports;
  const { rows } = await sql<Record<keyof CampaignReport, number> & { campaign_id: string }>`
    select campaign_id, count(*)::int as queued,
      (count(*) filter (where status = 'sent'))::int as sent,
      (count(*) filter (where status in ('skipped', 'failed')))::int as "notSent",
      (count(*) filter (where status = 'uncertain'))::int as uncertain,
      (count(*) filter (where bounced_at is not null))::int as bounced,
      (count(*) filter (where unsubscribed_at is not null))::int as unsubscribed,
      (count(*) filter (where clicked_at is not null))::int as clicked,
      (count(*) filter (where joined_at is not null))::int as joined
    from leads.campaign_sends where campaign_id = any(${campaignIds}::uuid[]) group by campaign_id`.execute(em.getKysely());
  for (const { campaign_id, ...counts } of rows) reports.set(campaign_id, counts);
  return reports;
}

export async function campaignView(em: EntityManager, campaign: Campaign) {
  return campaign.toView((await campaignReports(em, [campaign.id])).get(campaign.id)!);
}

/**
 * The recipients' filter on `leads.contacts c` for the seller, worked out now: mailable contacts (an email,
 * neither unsubscribed nor suppressed) that the campaign's recipients name. A saved segment or a listing's
 * matching buyers are resolved by `audienceContactIds` (decision 0058), so a send goes to who they are when
 * it is sent; a segment or listing not the seller's is its 404.
 */
export async function recipientsCondition(em: EntityManager, listings: ListingsApi, sellerId: string, recipients: Recipients) {
  const mailable = sql`c.seller_id = ${sellerId} and c.email is not null and c.unsubscribed_at is null and c.suppressed_at is null`;
  switch (recipients.kind) {
    case 'all':
      return mailable;
    case 'tags':
      return sql`${mailable} and c.tags && ${recipients.tags}::text[]`;
    case 'contacts':
      return sql`${mailable} and c.id = any(${recipients.contactIds}::uuid[])`;
    case 'segment':
    case 'matches': {
      const audience = recipients.kind === 'segment' ? { segmentId: recipients.segmentId } : { listingId: recipients.listingId };
      const ids = await audienceContactIds(em, listings, sellerId, audience);
      return sql`${mailable} and c.id = any(${ids}::uuid[])`;
    }
  }
}

/** A draft's segment or listing of matching buyers is the seller's (404 otherwise), checked when it is saved. */
export async function assertOwnRecipients(
  em: EntityManager,
  listings: ListingsApi,
  sellerId: string,
  recipients: Recipients,
): Promise<void> {
  if (recipients.kind === 'segment') await findOwnSegment(em, sellerId, recipients.segmentId);
  if (recipients.kind === 'matches') await ownListing(listings, sellerId, recipients.listingId);
}

export async function countRecipients(em: EntityManager, listings: ListingsApi, sellerId: string, recipients: Recipients): Promise<number> {
  const where = await recipientsCondition(em, listings, sellerId, recipients);
  const { rows } = await sql<{ n: number }>`select count(*)::int as n from leads.contacts c where ${where}`.execute(em.getKysely());
  return rows[0]?.n ?? 0;
}

/** Queues one send record per recipient, in the caller's transaction (unique per campaign and contact); answers how many. */
export async function queueSends(em: EntityManager, listings: ListingsApi, campaign: Campaign): Promise<number> {
  const where = await recipientsCondition(em, listings, campaign.sellerId, campaign.recipients);
  const { numAffectedRows } = await sql`
    insert into leads.campaign_sends (id, campaign_id, seller_id, contact_id, email)
    select gen_random_uuid(), ${campaign.id}::uuid, c.seller_id, c.id, c.email from leads.contacts c
    where ${where}
    on conflict (campaign_id, contact_id) do nothing`.execute(em.getKysely());
  return Number(numAffectedRows ?? 0);
}

/** A contact as a mail is written to them. */
export interface MailContact {
  id: string;
  name: string | null;
  email: string;
  company: string | null;
}

/** The contact's name as an invited account's first and last name (decision 0062). */
export function invitedName(name: string | null): { firstName: string; lastName: string } {
  const [first = '', ...rest] = (name ?? '').trim().split(/\s+/);
  return { firstName: first, lastName: rest.join(' ') };
}

/** What every mail of a campaign shares: the sender's name and the listing it sends. */
export interface CampaignContext {
  senderName: string;
  listing: { title: string; facts: string[]; image: string | null } | null;
  publicUrl: string;
}

export async function campaignContext(
  campaign: Pick<Campaign, 'sellerId' | 'listingId'>,
  identity: IdentityApi,
  listings: ListingsApi,
  publicUrl: string,
): Promise<CampaignContext> {
  const [profile] = await identity.getProfiles([campaign.sellerId]);
  const senderName = profile ? `${profile.firstName} ${profile.lastName}`.trim() : 'A DealAcre seller';
  const [card] = campaign.listingId ? await listings.getCards([campaign.listingId]) : [];
  const listing = card
    ? {
        title: card.title,
        facts: [`${card.city}, ${card.state}`, `$${Math.round(card.priceCents / 100).toLocaleString('en-US')}`, `${card.acres} acres`],
        image: card.image,
      }
    : null;
  return { senderName, listing, publicUrl: publicUrl.replace(/\/$/, '') };
}

/**
 * Where a campaign's link leads once its click is recorded: the listing's page; for an invitation, the single-use
 * sign-in its mail carries (decision 0062), or the page to join (a test or preview carries none).
 */
export function campaignTarget(
  publicUrl: string,
  campaign: Pick<Campaign, 'kind' | 'listingId'>,
  invitation: string | null = null,
): string {
  const base = publicUrl.replace(/\/$/, '');
  if (campaign.kind === 'listing' && campaign.listingId) return `${base}/property/${campaign.listingId}`;
  return invitation ? `${base}/auto-login?token=${encodeURIComponent(invitation)}` : `${base}/join`;
}

/**
 * One contact's mail: the merge fields replaced, the body's paragraphs, the listing's card or the button to
 * join (through the tracked link), the unsubscribe link in the text and, in the headers, one-click
 * unsubscribe (RFC 8058) and the send record's id (for the provider's bounce reports).
 */
export function campaignMail(
  campaign: Pick<Campaign, 'subject' | 'body' | 'kind'>,
  contact: MailContact,
  context: CampaignContext,
  links: { click: string; unsubscribe: { page: string; oneClick: string } },
  sendId: string | null,
): MailMessage {
  const values: Record<MergeField, string> = {
    first_name: contact.name?.trim().split(/\s+/)[0] ?? '',
    name: contact.name ?? '',
    company: contact.company ?? '',
    email: contact.email,
    sender_name: context.senderName,
    listing_link: links.click,
    listing_title: context.listing?.title ?? '',
    join_link: links.click,
  };
  const paragraphs = merge(campaign.body, values)
    .split(/\n\s*\n/)
    .map((text) => text.trim())
    .filter(Boolean);
  const blocks: MailBlock[] = paragraphs.map((content) => ({ kind: 'paragraph', content }));
  if (campaign.kind === 'listing' && context.listing)
    blocks.push({
      kind: 'card',
      eyebrow: `From ${context.senderName}`,
      title: context.listing.title,
      url: links.click,
      facts: context.listing.facts,
      ...(context.listing.image ? { image: { src: context.listing.image, alt: context.listing.title } } : {}),
      action: 'See the deal',
    });
  else if (campaign.kind === 'invite') blocks.push({ kind: 'button', label: 'Join DealAcre', url: links.click });
  blocks.push({ kind: 'paragraph', content: ['No more mail from this sender? ', { href: links.unsubscribe.page, label: 'Unsubscribe' }] });
  const rendered = renderMail({
    subject: merge(campaign.subject, values),
    greeting: values.first_name ? `Hi ${values.first_name},` : 'Hi,',
    blocks,
    footer: { note: `You get this because ${context.senderName} keeps you on their buyers list on DealAcre.` },
  });
  return {
    ...rendered,
    to: contact.email,
    headers: {
      'List-Unsubscribe': `<${links.unsubscribe.oneClick}>`,
      'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
      ...(sendId ? { 'X-DealAcre-Send': sendId } : {}),
    },
  };
}

/** A contact by id, as mail is written to them, when it is the seller's and mailable. */
export async function mailableContact(
  em: EntityManager,
  sellerId: string,
  contactId: string,
): Promise<(MailContact & { phone: string | null }) | null> {
  const [row] = await em.execute<Array<MailContact & { phone: string | null }>>(
    `select id, name, email, company, phone from leads.contacts
     where id = ? and seller_id = ? and email is not null and unsubscribed_at is null and suppressed_at is null`,
    [contactId, sellerId],
  );
  return row ?? null;
}

export type LinksFor = (sendId: string) => Promise<{ click: string; unsubscribe: { page: string; oneClick: string } }>;

export const linksFor =
  (links: CampaignMailLinks): LinksFor =>
  async (sendId) => ({ click: await links.click(sendId), unsubscribe: await links.unsubscribe(sendId) });

/** Campaigns in the API reference. */
export const CAMPAIGNS_TAG = 'Campaigns';

/** a campaign's id from the path, 404 when it is no id */
export const byCampaignId = (request: { params: PathParams }) => {
  const campaignId = request.params.id;
  if (!isUuid(campaignId)) throw new CampaignNotFoundError();
  return { campaignId };
};

/** Links in campaign mail, used without a session: a reader clicks a few; a script tries thousands. Per client network. */
export const CAMPAIGN_MAIL_LINKS: RateLimitRule = { name: 'leads:campaign-mail-links:address', limit: 60, windowSeconds: 60 };

/** The mail provider posts its reports in batches. Per client network. */
export const MAIL_WEBHOOK: RateLimitRule = { name: 'leads:mail-webhook:address', limit: 600, windowSeconds: 60 };

/** A seller checks a mail to themselves a few times while writing it. Per client network. */
export const CAMPAIGN_TEST_SENDS: RateLimitRule = { name: 'leads:campaign-test-sends:address', limit: 20, windowSeconds: 60 * 60 };

/** The contact a preview or a test shows: the one asked for, else the first recipient, else sample values. */
export async function previewContact(
  em: EntityManager,
  listings: ListingsApi,
  campaign: Pick<Campaign, 'sellerId' | 'recipients'>,
  contactId?: string,
): Promise<MailContact | null> {
  if (contactId) {
    const [row] = await em.execute<MailContact[]>(`select id, name, email, company from leads.contacts where id = ? and seller_id = ?`, [
      contactId,
      campaign.sellerId,
    ]);
    if (!row) throw new ContactNotFoundError();
    return { ...row, email: row.email ?? '' };
  }
  const where = await recipientsCondition(em, listings, campaign.sellerId, campaign.recipients);
  const { rows } = await sql<MailContact>`select c.id, c.name, c.email, c.company from leads.contacts c
    where ${where} order by c.created_at, c.import_line, c.id limit 1`.execute(em.getKysely());
  return rows[0] ?? null;
}

export const SAMPLE_CONTACT: MailContact = { id: '', name: 'Jordan Sample', email: 'jordan@example.com', company: 'Sample Capital' };
