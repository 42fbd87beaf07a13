import { Router, type RequestHandler } from 'express';
import { requireAdmin } from '../../shared/kernel/bus.ts';
import type { HttpContext } from '../../shared/kernel/module.ts';
import { parseInput } from '../../shared/kernel/validation.ts';
import { SubmitSellerLead } from '../application/commands/submit-seller-lead/submit-seller-lead.command.ts';
import { ListSellerLeads } from '../application/reports/list-seller-leads/list-seller-leads.query.ts';
import { sellerLeadInputSchema, sellerLeadListQuerySchema } from '../contracts/seller-leads.ts';
import { ONLY_ADMINS_SEE_LEADS } from '../domain/seller-lead.errors.ts';

/** An owner sends one property, perhaps two; a script sends hundreds. Per client network. */
const LEAD_SUBMISSIONS = { name: 'leads:seller-leads:address', limit: 5, windowSeconds: 60 * 60 };

/** Seller leads (modules/leads/contracts/seller-leads.ts): the public cash-offer form and the administrators' queue. */
export function leadsRouter({ commands, queries, rateLimit }: HttpContext): Router {
  const router = Router();
  const adminsOnly: RequestHandler = (_req, res, next) => {
    requireAdmin(res.locals.actor, ONLY_ADMINS_SEE_LEADS);
    next();
  };

  router.post('/api/seller-leads', rateLimit(LEAD_SUBMISSIONS), async (req, res) => {
    const lead = parseInput(sellerLeadInputSchema, req.body ?? {}, 'Please check the highlighted fields');
    res.status(201).json(await commands.execute(SubmitSellerLead, lead, res.locals.actor));
  });

  router.get('/api/admin/seller-leads', adminsOnly, async (req, res) => {
    const query = parseInput(sellerLeadListQuerySchema, req.query, 'Invalid seller lead filter');
    res.set('Cache-Control', 'no-store').json(await queries.ask(ListSellerLeads, query, res.locals.actor));
  });

  return router;
}
