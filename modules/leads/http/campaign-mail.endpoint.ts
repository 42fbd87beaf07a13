import { createHmac, timingSafeEqual } from 'node:crypto';
import type { Request, Response } from 'express';
import { endpoint } from '../../shared/kernel/endpoint.ts';
import { NotFoundError, ValidationError } from '../../shared/kernel/errors.ts';
import { escapeHtml } from '../../shared/kernel/html.ts';
import { parseInput } from '../../shared/kernel/validation.ts';
import { RecordCampaignClick } from '../application/commands/record-campaign-click/record-campaign-click.command.ts';
import { RecordMailEvents } from '../application/commands/record-mail-events/record-mail-events.command.ts';
import { UnsubscribeCampaignContact } from '../application/commands/unsubscribe-campaign-contact/unsubscribe-campaign-contact.command.ts';
import { CAMPAIGN_MAIL_LINKS, CAMPAIGNS_TAG, MAIL_WEBHOOK } from '../application/campaigns.ts';
import {
  mailClickSchema,
  mailEventsResultSchema,
  mailEventsSchema,
  mailLinkTokenSchema,
  unsubscribedSchema,
} from '../contracts/campaigns.ts';

/** A small page of its own (the link is opened from a mail client, perhaps with no script): a title, words, a form. */
function page(res: Response, title: string, body: string): void {
  res
    .status(200)
    .set({ 'Content-Type': 'text/html; charset=utf-8', 'Cache-Control': 'no-store' })
    .send(
      `<!DOCTYPE html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">` +
        `<title>${escapeHtml(title)} · DealAcre</title></head>` +
        `<body style="font-family: Helvetica, Arial, sans-serif; color: #0f172a; max-width: 32rem; margin: 3rem auto; padding: 0 1rem; line-height: 1.5">` +
        `<p style="color: #047857; font-weight: 700; font-size: 1.25rem">DealAcre</p><h1 style="font-size: 1.5rem">${escapeHtml(title)}</h1>${body}</body></html>`,
    );
}

/** A browser's form (the page's button) reads a page back; a mail client's one-click POST and scripts read JSON. */
const wantsPage = (req: Request) => req.accepts(['application/json', 'text/html']) === 'text/html';

const UNSUBSCRIBE_PATH = '/api/campaign-mail/unsubscribe';

/**
 * One-click unsubscribe (RFC 8058): the URL of the mail's `List-Unsubscribe` header, posted by the mail client
 * with `List-Unsubscribe=One-Click` (any body, or none, unsubscribes; no session, no confirmation: the token is
 * signed for that recipient). The page's own button posts here too and reads a page back.
 */
export const campaignUnsubscribeEndpoint = endpoint({
  method: 'post',
  path: UNSUBSCRIBE_PATH,
  tag: CAMPAIGNS_TAG,
  summary: 'Unsubscribe from a seller’s campaign mail (one click)',
  description: 'The signed link of a campaign mail; no session. Any body (a mail client posts `List-Unsubscribe=One-Click`) or none.',
  access: 'signed',
  rateLimit: CAMPAIGN_MAIL_LINKS,
  query: mailLinkTokenSchema,
  invalid: 'The unsubscribe link is incomplete',
  response: unsubscribedSchema,
  errors: [422],
  handle: async ({ query: { token } }, req, res, { commands }) => {
    const result = await commands.execute(UnsubscribeCampaignContact, { token }, null);
    if (wantsPage(req)) page(res, 'You are unsubscribed', '<p>This seller will not email you again through DealAcre.</p>');
    else res.json(result);
  },
});

/**
 * The same URL opened in a browser: a page that says what the button does. Opening it changes nothing (mail
 * scanners open links); the button posts the form to the same URL.
 */
export const campaignUnsubscribePageEndpoint = endpoint({
  method: 'get',
  path: UNSUBSCRIBE_PATH,
  tag: CAMPAIGNS_TAG,
  summary: 'The page of a campaign mail’s unsubscribe link',
  access: 'signed',
  rateLimit: CAMPAIGN_MAIL_LINKS,
  query: mailLinkTokenSchema,
  invalid: 'The unsubscribe link is incomplete',
  produces: 'text/html',
  errors: [],
  handle: async ({ query: { token } }, _req, res) => {
    const action = `${UNSUBSCRIBE_PATH}?token=${encodeURIComponent(token)}`;
    page(
      res,
      'Unsubscribe',
      `<p>Stop emails from this seller sent through DealAcre?</p>` +
        `<form method="post" action="${escapeHtml(action)}"><input type="hidden" name="List-Unsubscribe" value="One-Click">` +
        `<button type="submit" style="background: #047857; color: #fff; border: 0; border-radius: 8px; padding: 12px 20px; font-size: 1rem; cursor: pointer">Unsubscribe</button></form>`,
    );
  },
});

/**
 * A campaign mail's link: the click is recorded, then the reader goes to the listing, or, for an invitation, on
 * to its single-use sign-in (`/auto-login`, decision 0062) or the page to join.
 */
export const campaignClickEndpoint = endpoint({
  method: 'get',
  path: '/api/campaign-mail/click',
  tag: CAMPAIGNS_TAG,
  summary: 'Follow a campaign mail’s link (recorded)',
  description:
    'A redirect (303) to where the campaign leads; the server decides where, the link names no address. An invitation’s link carries its sign-in token on to `/auto-login`.',
  access: 'signed',
  rateLimit: CAMPAIGN_MAIL_LINKS,
  query: mailClickSchema,
  invalid: 'The link is incomplete',
  status: 303,
  errors: [422],
  handle: async ({ query: { token, invitation } }, _req, res, { commands }) => {
    const { location } = await commands.execute(RecordCampaignClick, { token, invitation: invitation ?? null }, null);
    res.set('Cache-Control', 'no-store').redirect(303, location);
  },
});

/** `sha256=<hex>` of the raw body with the secret, compared in constant time. */
export function validMailSignature(secret: string, body: Buffer, header: string | undefined): boolean {
  if (!header?.startsWith('sha256=')) return false;
  const expected = Buffer.from(`sha256=${createHmac('sha256', secret).update(body).digest('hex')}`);
  const given = Buffer.from(header);
  return given.length === expected.length && timingSafeEqual(given, expected);
}

/**
 * The mail provider's bounces and complaints. The host hands this endpoint the raw body; the
 * `X-DealAcre-Signature` header must be `sha256=` and the hex HMAC-SHA256 of those bytes with
 * `MAIL_WEBHOOK_SECRET` (400 otherwise, and nothing changes). 404 where no secret is configured.
 */
export const mailWebhookEndpoint = endpoint({
  method: 'post',
  path: '/api/webhooks/mail',
  tag: CAMPAIGNS_TAG,
  summary: 'The mail provider’s bounces and complaints (signed)',
  description:
    'Raw JSON `{ "events": [{ "type": "bounce" | "complaint", "bounce": "hard" | "soft", "email", "sendId"? }] }` with `X-DealAcre-Signature: sha256=<hex HMAC-SHA256 of the body>`.',
  access: 'signed',
  rateLimit: MAIL_WEBHOOK,
  response: mailEventsResultSchema,
  errors: [400, 404, 413],
  handle: async (_request, req, res, { commands, settings }) => {
    const secret = settings.mailWebhookSecret;
    if (!secret) throw new NotFoundError('Mail reports are not configured here');
    const body: unknown = req.body;
    if (!Buffer.isBuffer(body) || !validMailSignature(secret, body, req.get('x-dealacre-signature'))) {
      throw new ValidationError('The signature does not match the body');
    }
    let parsed: unknown;
    try {
      parsed = JSON.parse(body.toString('utf8'));
    } catch {
      throw new ValidationError('The body is not JSON');
    }
    res.json(await commands.execute(RecordMailEvents, parseInput(mailEventsSchema, parsed, 'Invalid mail report'), null));
  },
});
