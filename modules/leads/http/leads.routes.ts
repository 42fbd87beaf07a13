import { Router } from 'express';
import { adminsOnly, type HttpContext } from '../../shared/kernel/module.ts';
import { parseInput } from '../../shared/kernel/validation.ts';
import { isUuid } from '../../shared/kernel/ids.ts';
import { ClaimSellerLead } from '../application/commands/claim-seller-lead/claim-seller-lead.command.ts';
import { SetLeadMarkets } from '../application/commands/set-lead-markets/set-lead-markets.command.ts';
import { SubmitSellerLead } from '../application/commands/submit-seller-lead/submit-seller-lead.command.ts';
import { GetLeadPage } from '../application/reports/get-lead-page/get-lead-page.query.ts';
import { ListMyLeads } from '../application/reports/list-my-leads/list-my-leads.query.ts';
import { ListSellerLeads } from '../application/reports/list-seller-leads/list-seller-leads.query.ts';
import { leadMarketsSchema, sellerLeadInputSchema, sellerLeadListQuerySchema } from '../contracts/seller-leads.ts';
import { LeadNotFoundError, LeadPageNotFoundError, ONLY_ADMINS_SEE_LEADS } from '../domain/seller-lead.errors.ts';
import { pipelineRouter } from './pipeline.routes.ts';

/** An owner sends one property, perhaps two; a script sends hundreds. Per client network. */
const LEAD_SUBMISSIONS = { name: 'leads:seller-leads:address', limit: 5, windowSeconds: 60 * 60 };
/** Sellers' lead pages are public reads, like a property page. */
const LEAD_PAGE_READS = { name: 'leads:lead-pages:address', limit: 120, windowSeconds: 60 };

/**
 * Seller leads (modules/leads/contracts/seller-leads.ts): the public cash-offer form, paid sellers' markets and claims, the administrators' queue;
 * and the deal pipeline (pipeline.routes.ts).
 */
export function leadsRouter(context: HttpContext): Router {
  const { commands, queries, rateLimit } = context;
  const router = Router();
  router.use(pipelineRouter(context));

  router.post('/api/seller-leads', rateLimit(LEAD_SUBMISSIONS), async (req, res) => {
    const lead = parseInput(sellerLeadInputSchema, req.body ?? {}, 'Please check the highlighted fields');
    res.status(201).json(await commands.execute(SubmitSellerLead, lead, res.locals.actor));
  });

  router.get('/api/lead-pages/:sellerId', rateLimit(LEAD_PAGE_READS), async (req, res) => {
    const sellerId = String(req.params.sellerId);
    const page = isUuid(sellerId) ? await queries.ask(GetLeadPage, { sellerId }, res.locals.actor) : null;
    if (!page) throw new LeadPageNotFoundError();
    res.set('Cache-Control', 'public, max-age=60').json(page);
  });

  router.get('/api/leads', async (_req, res) => {
    res.set('Cache-Control', 'no-store').json(await queries.ask(ListMyLeads, undefined, res.locals.actor));
  });

  router.put('/api/leads/markets', async (req, res) => {
    const markets = parseInput(leadMarketsSchema, req.body ?? {}, 'Invalid markets');
    res.json({ markets: await commands.execute(SetLeadMarkets, markets, res.locals.actor) });
  });

  router.post('/api/leads/:id/claim', async (req, res) => {
    if (!isUuid(req.params.id)) throw new LeadNotFoundError();
    res.json(await commands.execute(ClaimSellerLead, { leadId: req.params.id }, res.locals.actor));
  });

  router.get('/api/admin/seller-leads', adminsOnly(ONLY_ADMINS_SEE_LEADS), async (req, res) => {
    const query = parseInput(sellerLeadListQuerySchema, req.query, 'Invalid seller lead filter');
    res.set('Cache-Control', 'no-store').json(await queries.ask(ListSellerLeads, query, res.locals.actor));
  });

  return router;
}
