import { z } from 'zod';
import { singleLine } from '../../shared/kernel/text.ts';

/**
 * A seller's campaigns (bulk invitations, decision 0059). JSON, cookie session, CSRF on mutations; only
 * members with the seller capability, and campaigns are Premium's (403 `upgradeRequired` on other plans).
 *
 * - `GET /api/campaigns` → `CampaignList`; `POST /api/campaigns` `CampaignInput` (201 `Campaign`, a draft);
 *   `GET /api/campaigns/{id}` and `PATCH /api/campaigns/{id}` `CampaignInput` (drafts only) → `Campaign`.
 * - `POST /api/campaigns/{id}/preview` `{ contactId? }` → `CampaignPreview` (the mail as that contact, or the
 *   first recipient, would read it); `POST /api/campaigns/{id}/test` → the mail to the seller's own address.
 * - `POST /api/campaigns/{id}/send` (202), `POST /api/campaigns/{id}/pause`, `POST /api/campaigns/{id}/resume`
 *   → `Campaign`, whose `report` counts queued, sent, bounced, unsubscribed, clicked and joined.
 * - Links in the mails, no session: `POST /api/campaign-mail/unsubscribe?token=` (one-click, RFC 8058) and
 *   `GET` (a page); `GET /api/campaign-mail/click?token=` (recorded, then redirected);
 *   `POST /api/webhooks/mail` (the provider's bounces and complaints, HMAC-signed).
 */

export const CAMPAIGN_KINDS = ['invite', 'listing'] as const;
export type CampaignKind = (typeof CAMPAIGN_KINDS)[number];

export const CAMPAIGN_STATUSES = ['draft', 'sending', 'paused', 'sent'] as const;
export type CampaignStatus = (typeof CAMPAIGN_STATUSES)[number];

/** The merge fields a subject or body may use, `{{first_name}}`; each is replaced per contact (empty when unknown). */
export const MERGE_FIELDS = [
  'first_name',
  'name',
  'company',
  'email',
  'sender_name',
  'listing_link',
  'listing_title',
  'join_link',
] as const;
export type MergeField = (typeof MERGE_FIELDS)[number];

export const CAMPAIGN_LIMITS = { name: 120, subject: 200, body: 10_000, contactIds: 10_000, tags: 20 } as const;

export const CAMPAIGNS_UPGRADE_MESSAGE = 'Email campaigns come with the Premium plan. Upgrade to send your deals to your buyers list.';

const MERGE_TAG = /\{\{\s*([^{}]*?)\s*\}\}/g;

/** The merge fields a text names that do not exist (`{{firstname}}`), to refuse before anything is sent. */
export function unknownMergeFields(text: string): string[] {
  return [...text.matchAll(MERGE_TAG)].map((match) => match[1]!).filter((name) => !(MERGE_FIELDS as readonly string[]).includes(name));
}

/** Replaces every merge field by its value for one contact. */
export function merge(text: string, values: Partial<Record<MergeField, string>>): string {
  return text.replace(MERGE_TAG, (_whole, name: string) => values[name as MergeField] ?? '');
}

const withKnownFields = (label: string) => (value: string, context: z.RefinementCtx) => {
  const unknown = unknownMergeFields(value);
  if (unknown.length)
    context.addIssue({
      code: 'custom',
      message: `${label} uses ${unknown.map((name) => `{{${name}}}`).join(', ')}, which is no merge field (use ${MERGE_FIELDS.map((name) => `{{${name}}}`).join(', ')})`,
    });
};

/**
 * Who a campaign goes to, resolved to contacts when it is sent (not when drafted), mailable contacts only:
 * all of them, those with any of the tags, the listed ones, a saved segment's (its filter as it is then), or
 * the buyers who fit one of the seller's listings (scoring at least `FIT_SCORE`, decision 0058). A segment or
 * listing that is not the seller's is a 404 when the draft is saved and when it is sent.
 */
export const recipientsSchema = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('all') }),
  z.object({ kind: z.literal('tags'), tags: z.array(z.string().trim().min(1).max(60)).min(1).max(CAMPAIGN_LIMITS.tags) }),
  z.object({ kind: z.literal('contacts'), contactIds: z.array(z.uuid()).min(1).max(CAMPAIGN_LIMITS.contactIds) }),
  z.object({ kind: z.literal('segment'), segmentId: z.uuid({ error: 'Choose one of your segments' }) }),
  z.object({ kind: z.literal('matches'), listingId: z.uuid({ error: 'Choose one of your listings' }) }),
]);
export type Recipients = z.infer<typeof recipientsSchema>;

export const campaignInputSchema = z
  .object({
    name: singleLine(z.string().trim().min(1, 'Please name the campaign').max(CAMPAIGN_LIMITS.name), 'The name'),
    subject: singleLine(z.string().trim().min(1, 'Please write a subject').max(CAMPAIGN_LIMITS.subject), 'The subject').superRefine(
      withKnownFields('The subject'),
    ),
    body: z.string().trim().min(1, 'Please write the message').max(CAMPAIGN_LIMITS.body).superRefine(withKnownFields('The message')),
    kind: z.enum(CAMPAIGN_KINDS),
    /** the listing a `listing` campaign sends (one of the seller's) */
    listingId: z.uuid().nullable().default(null),
    recipients: recipientsSchema,
  })
  .refine((input) => input.kind !== 'listing' || input.listingId !== null, {
    path: ['listingId'],
    message: 'Choose the listing to send',
  });
export type CampaignInput = z.input<typeof campaignInputSchema>;
export type CampaignFields = z.output<typeof campaignInputSchema>;

/** What happened to a campaign's mails, each recipient counted once per line. */
export const campaignReportSchema = z.object({
  /** recipients queued when the campaign was sent */
  queued: z.number(),
  sent: z.number(),
  /** not sent: the contact was unsubscribed or suppressed meanwhile, or the mail server refused the mail */
  notSent: z.number(),
  /** a crash between sending and recording left it unknown whether the mail left; never sent again */
  uncertain: z.number(),
  bounced: z.number(),
  unsubscribed: z.number(),
  clicked: z.number(),
  joined: z.number(),
});
export type CampaignReport = z.infer<typeof campaignReportSchema>;

/** `GET /api/campaigns/{id}/joined`: who accepted the invitation, latest first (at most `CAMPAIGN_JOINS_SHOWN`) */
export const CAMPAIGN_JOINS_SHOWN = 100;
export const campaignJoinsSchema = z.object({
  rows: z.array(
    z.object({
      contactId: z.string(),
      /** null once the seller deleted the contact */
      name: z.string().nullable(),
      email: z.string(),
      joinedAt: z.string(),
    }),
  ),
});
export type CampaignJoins = z.infer<typeof campaignJoinsSchema>;

export const campaignSchema = z.object({
  id: z.string(),
  name: z.string(),
  subject: z.string(),
  body: z.string(),
  kind: z.enum(CAMPAIGN_KINDS),
  listingId: z.string().nullable(),
  recipients: recipientsSchema,
  status: z.enum(CAMPAIGN_STATUSES),
  report: campaignReportSchema,
  createdAt: z.string(),
  updatedAt: z.string(),
  sentAt: z.string().nullable(),
  finishedAt: z.string().nullable(),
});
export type Campaign = z.infer<typeof campaignSchema>;

export const campaignListSchema = z.object({
  rows: z.array(campaignSchema),
  /** what the seller's plan sends: 0 = no campaigns (an upgrade to Premium opens them) */
  limits: z.object({ perMinute: z.number(), perDay: z.number() }),
});
export type CampaignList = z.infer<typeof campaignListSchema>;

export const previewRequestSchema = z.object({ contactId: z.uuid().optional() });

export const campaignPreviewSchema = z.object({
  /** who it was rendered for; null when the campaign has no recipient (sample values then) */
  contactId: z.string().nullable(),
  to: z.string().nullable(),
  subject: z.string(),
  text: z.string(),
  html: z.string(),
  /** how many mailable contacts the recipients are now */
  recipients: z.number(),
});
export type CampaignPreview = z.infer<typeof campaignPreviewSchema>;

export const testSendSchema = z.object({ to: z.string(), subject: z.string() });

export const mailLinkTokenSchema = z.object({ token: z.string().min(1).max(200) });

/**
 * A campaign mail's tracked link: its signed token, and for an invitation the identity invitation it leads on to
 * (`/auto-login?token=…`, decision 0062); anything else in `invitation` is ignored.
 */
export const mailClickSchema = mailLinkTokenSchema.extend({
  invitation: z
    .string()
    .regex(/^[\w-]{43}$/)
    .optional()
    .catch(undefined),
});

export const unsubscribedSchema = z.object({ unsubscribed: z.boolean() });

/**
 * The mail provider's report of bounces and complaints, `POST /api/webhooks/mail` with
 * `X-DealAcre-Signature: sha256=<hex HMAC-SHA256 of the raw body with MAIL_WEBHOOK_SECRET>`.
 */
export const mailEventsSchema = z.object({
  events: z
    .array(
      z.object({
        type: z.enum(['bounce', 'complaint']),
        /** hard: the address does not exist (suppressed at once); soft: full mailbox and the like (two suppress) */
        bounce: z.enum(['hard', 'soft']).optional(),
        email: z.email().transform((value) => value.trim().toLowerCase()),
        /** the `X-DealAcre-Send` header of the mail, when the provider echoes it */
        sendId: z.uuid().optional(),
      }),
    )
    .min(1)
    .max(1000),
});
export type MailEvents = z.infer<typeof mailEventsSchema>;

export const mailEventsResultSchema = z.object({ suppressed: z.number(), softBounced: z.number() });
