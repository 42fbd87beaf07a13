import { Router, type Request, type Response } from 'express';
import { randomBytes } from 'node:crypto';
import type { HttpContext } from '../../shared/kernel/module.ts';
import type { Actor } from '../../shared/kernel/bus.ts';
import { RecordListingView } from '../application/commands/record-listing-view/record-listing-view.command.ts';
import { listingMediaRouter } from './listing-media.routes.ts';
import { analysesRouter } from './analyses.routes.ts';
import { LISTINGS_RATE_LIMITS } from './rate-limits.ts';

/**
 * The listings' routes that are more than parse → bus → respond: photo uploads (multipart), view
 * counting (sets the visitor cookie) and share links (`X-Robots-Tag`). Every other endpoint is
 * declared with its use case.
 */
export function listingsRouter(context: HttpContext): Router {
  const { commands } = context;
  const router = Router();

  router.use(listingMediaRouter(context));
  router.use(analysesRouter(context));

  // a visitor looked at a listing: counted once a day per user, or per visitor cookie and address (public; the CSRF check applies)
  router.post('/api/properties/:id/views', context.rateLimit(LISTINGS_RATE_LIMITS.views), async (req, res) => {
    const visitorId = visitorOf(req, res, res.locals.actor, context.settings.production);
    res.json(await commands.execute(RecordListingView, { id: String(req.params.id), visitorId, address: req.ip }, res.locals.actor));
  });

  return router;
}

const VISITOR_COOKIE = 'da_vid';
const VISITOR_ID = /^[\w-]{22}$/;

/** The signed-in user, or the visitor cookie (made on the first view: random, httpOnly, a year). */
function visitorOf(req: Request, res: Response, actor: Actor | null | undefined, secure: boolean): string {
  if (actor) return `user:${actor.userId}`;
  const cookie: unknown = req.cookies?.[VISITOR_COOKIE];
  if (typeof cookie === 'string' && VISITOR_ID.test(cookie)) return `visitor:${cookie}`;
  const id = randomBytes(16).toString('base64url');
  res.cookie(VISITOR_COOKIE, id, { httpOnly: true, sameSite: 'lax', secure, path: '/', maxAge: 365 * 86_400_000 });
  return `visitor:${id}`;
}
