import type { Request, RequestHandler, Response } from 'express';
import { z } from 'zod';
import { REFERRAL_COOKIE } from '../../identity/contracts/events.ts';
import { endpoint, type HttpContext } from '../../shared/kernel/endpoint.ts';
import type { RateLimitRule } from '../../shared/kernel/rate-limit.ts';
import { RecordReferralVisit } from '../application/commands/record-referral-visit/record-referral-visit.command.ts';
import { BILLING_TAG } from '../application/http.ts';
import { ATTRIBUTION_DAYS } from '../domain/affiliate.ts';

/** a visitor follows a link now and then; a script counting clicks for someone follows thousands */
export const REFERRAL_VISIT_LIMIT: RateLimitRule = { name: 'billing:referral-visit:ip', limit: 30, windowSeconds: 3600 };

/** Counts the visit and, unless the browser keeps an earlier one, remembers it for the attribution window. */
async function visit(code: string, req: Request, res: Response, { commands, settings }: HttpContext): Promise<void> {
  const cookie: unknown = req.cookies?.[REFERRAL_COOKIE];
  const { remember } = await commands.execute(RecordReferralVisit, {
    code,
    cookie: typeof cookie === 'string' ? cookie : null,
    ipAddress: req.ip ?? null,
    userAgent: req.get('user-agent') ?? null,
  });
  if (remember)
    res.cookie(REFERRAL_COOKIE, remember, {
      httpOnly: true,
      sameSite: 'lax',
      secure: settings.production,
      path: '/',
      maxAge: ATTRIBUTION_DAYS * 86_400_000,
    });
}

/** `/r/{code}`: the shared link; the visitor lands on the home page. */
export const referralLinkEndpoint = endpoint({
  method: 'get',
  path: '/r/:code',
  tag: BILLING_TAG,
  summary: 'Follow a referral link',
  description: `Counts a click of the code's owner and remembers the visit for ${ATTRIBUTION_DAYS} days in a cookie (an earlier visit's cookie is kept: the first click wins), then redirects to the home page. An unknown code redirects all the same.`,
  access: 'public',
  rateLimit: REFERRAL_VISIT_LIMIT,
  params: z.object({ code: z.string().max(40) }),
  status: 303,
  handle: async ({ params }, req, res, context) => {
    await visit(params.code, req, res, context);
    res.redirect(303, '/');
  },
});

/** `?ref={code}` on any page: the same as following `/r/{code}`, then the page as asked. */
export function referralParameter(context: HttpContext): RequestHandler {
  const limit = context.rateLimit(REFERRAL_VISIT_LIMIT);
  return (req, res, next) => {
    const ref = req.method === 'GET' && !req.path.startsWith('/api/') ? req.query.ref : undefined;
    if (typeof ref !== 'string' || ref.length > 40) return next();
    // over the limit the page is served all the same, the visit not counted
    limit(req, res, (error?: unknown) => {
      if (error) return next();
      visit(ref, req, res, context).then(() => next(), next);
    });
  };
}
