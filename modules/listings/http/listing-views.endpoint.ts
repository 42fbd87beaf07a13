import type { Request, Response } from 'express';
import { randomBytes } from 'node:crypto';
import type { Actor } from '../../shared/kernel/bus.ts';
import { endpoint } from '../../shared/kernel/endpoint.ts';
import { RecordListingView } from '../application/commands/record-listing-view/record-listing-view.command.ts';
import { LISTINGS_TAG } from '../application/http.ts';
import { recordListingViewResultSchema } from '../contracts/property.ts';
import { LISTINGS_RATE_LIMITS } from './rate-limits.ts';

/**
 * A visitor looked at a listing: counted once a day per user, or per visitor cookie and address (made
 * here on the first view). Public; the CSRF check applies.
 */
export const recordListingViewEndpoint = endpoint({
  method: 'post',
  path: '/api/properties/:id/views',
  tag: LISTINGS_TAG,
  summary: 'Count a view of a listing',
  access: 'optional',
  rateLimit: LISTINGS_RATE_LIMITS.views,
  response: recordListingViewResultSchema,
  errors: [404],
  handle: async ({ actor }, req, res, { commands, settings }) => {
    const visitorId = visitorOf(req, res, actor, settings.production);
    res.json(await commands.execute(RecordListingView, { id: String(req.params.id), visitorId, address: req.ip }, actor));
  },
});

const VISITOR_COOKIE = 'da_vid';
const VISITOR_ID = /^[\w-]{22}$/;

/** The signed-in user, or the visitor cookie (made on the first view: random, httpOnly, a year). */
function visitorOf(req: Request, res: Response, actor: Actor | null, secure: boolean): string {
  if (actor) return `user:${actor.userId}`;
  const cookie: unknown = req.cookies?.[VISITOR_COOKIE];
  if (typeof cookie === 'string' && VISITOR_ID.test(cookie)) return `visitor:${cookie}`;
  const id = randomBytes(16).toString('base64url');
  res.cookie(VISITOR_COOKIE, id, { httpOnly: true, sameSite: 'lax', secure, path: '/', maxAge: 365 * 86_400_000 });
  return `visitor:${id}`;
}
