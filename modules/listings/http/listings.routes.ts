import { Router, type Request, type Response } from 'express';
import type { HttpContext } from '../../shared/kernel/module.ts';
import { NotFoundError } from '../../shared/kernel/errors.ts';
import { parseInput } from '../../shared/kernel/validation.ts';
import { ANALYSIS_INPUT_SCHEMAS, isStrategy, STRATEGIES, type AnalysisRequest } from '../contracts/deal-math/index.ts';
import { AnalyzeDeal } from '../application/queries/analyze-deal/analyze-deal.query.ts';
import { DeleteListing } from '../application/commands/delete-listing/delete-listing.command.ts';
import { randomBytes } from 'node:crypto';
import { requireActor, type Actor } from '../../shared/kernel/bus.ts';
import { CreateListing } from '../application/commands/create-listing/create-listing.command.ts';
import { UpdateListing } from '../application/commands/update-listing/update-listing.command.ts';
import { ChangeListingStatus } from '../application/commands/change-listing-status/change-listing-status.command.ts';
import { RecordListingView } from '../application/commands/record-listing-view/record-listing-view.command.ts';
import { ListMyListings } from '../application/reports/list-my-listings/list-my-listings.query.ts';
import { GetMyListing } from '../application/reports/get-my-listing/get-my-listing.query.ts';
import { GetSellerAnalytics } from '../application/reports/get-seller-analytics/get-seller-analytics.query.ts';
import { GetListingAnalytics } from '../application/reports/get-listing-analytics/get-listing-analytics.query.ts';
import { analyticsQuerySchema } from '../contracts/analytics.ts';
import { toPropertyDetail } from '../application/read-models/property-detail.ts';
import { propertyReadsRouter } from './property-reads.routes.ts';
import { listingMediaRouter } from './listing-media.routes.ts';
import { analysesRouter } from './analyses.routes.ts';
import { LISTINGS_RATE_LIMITS } from './rate-limits.ts';

export function listingsRouter(context: HttpContext): Router {
  const { commands, queries } = context;
  const router = Router();

  router.use(propertyReadsRouter(context));
  router.use(listingMediaRouter(context));
  router.use(analysesRouter(context));

  // the write side: a seller's own listings (bodies are validated by the commands, after the sign-in check)
  router.post('/api/properties', async (req, res) => {
    const actor = requireActor(res.locals.actor); // no actor would mean "the system"
    const { listing, publish } = req.body ?? {};
    const created = await commands.execute(CreateListing, { listing, publish }, actor);
    res.status(201).json(toPropertyDetail(created));
  });

  router.put('/api/properties/:id', async (req, res) => {
    const { listing, version } = req.body ?? {};
    res.json(toPropertyDetail(await commands.execute(UpdateListing, { id: req.params.id, listing, version }, res.locals.actor)));
  });

  router.post('/api/properties/:id/status', async (req, res) => {
    const { status } = req.body ?? {};
    res.json(toPropertyDetail(await commands.execute(ChangeListingStatus, { id: req.params.id, status }, res.locals.actor)));
  });

  router.delete('/api/properties/:id', async (req, res) => {
    res.json(await commands.execute(DeleteListing, { id: req.params.id }, res.locals.actor));
  });

  // a visitor looked at a listing: counted once a day per user, or per visitor cookie and address (public; the CSRF check applies)
  router.post('/api/properties/:id/views', context.rateLimit(LISTINGS_RATE_LIMITS.views), async (req, res) => {
    const visitorId = visitorOf(req, res, res.locals.actor, context.settings.production);
    res.json(await commands.execute(RecordListingView, { id: String(req.params.id), visitorId, address: req.ip }, res.locals.actor));
  });

  router.get('/api/my/properties', async (_req, res) => {
    res.set('Cache-Control', 'private, no-store').json(await queries.ask(ListMyListings, undefined, res.locals.actor));
  });

  router.get('/api/my/properties/:id', async (req, res) => {
    res.set('Cache-Control', 'private, no-store').json(await queries.ask(GetMyListing, { id: req.params.id }, res.locals.actor));
  });

  // seller analytics (decision 0032): the seller's own listings; the plan decides the level
  router.get('/api/analytics/listings', async (req, res) => {
    const query = parseInput(analyticsQuerySchema, req.query, 'Invalid analytics query');
    res.set('Cache-Control', 'private, no-store').json(await queries.ask(GetSellerAnalytics, query, res.locals.actor));
  });

  router.get('/api/analytics/listings/:id', async (req, res) => {
    const query = parseInput(analyticsQuerySchema, req.query, 'Invalid analytics query');
    res
      .set('Cache-Control', 'private, no-store')
      .json(await queries.ask(GetListingAnalytics, { ...query, id: req.params.id }, res.locals.actor));
  });

  // the deal calculator: pure computation, open to visitors (the host's CSRF check still applies to the POST)
  router.post('/api/analysis/:strategy', async (req, res) => {
    const { strategy } = req.params;
    if (!isStrategy(strategy))
      throw new NotFoundError(`Unknown analysis strategy "${strategy}": use ${STRATEGIES.join(', ')}`, 'unknown_strategy');
    const input = parseInput(ANALYSIS_INPUT_SCHEMAS[strategy], req.body ?? {}, 'Invalid deal analysis input');
    res.json(await queries.ask(AnalyzeDeal, { strategy, input } as AnalysisRequest, res.locals.actor));
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
