import { Router } from 'express';
import type { HttpContext } from '../../shared/kernel/module.ts';
import { NotFoundError } from '../../shared/kernel/errors.ts';
import { parseInput } from '../../shared/kernel/validation.ts';
import { ANALYSIS_INPUT_SCHEMAS, isStrategy, STRATEGIES, type AnalysisRequest } from '../contracts/deal-math/index.ts';
import { listPropertiesQuerySchema } from '../contracts/http.ts';
import { AnalyzeDeal } from '../application/queries/analyze-deal/analyze-deal.query.ts';
import { GetDashboardMetrics } from '../application/queries/get-dashboard-metrics/get-dashboard-metrics.query.ts';
import { ListProperties } from '../application/queries/list-properties/list-properties.query.ts';
import { GetProperty } from '../application/queries/get-property/get-property.query.ts';
import { DeleteListing } from '../application/commands/delete-listing/delete-listing.command.ts';

export function listingsRouter({ commands, queries }: HttpContext): Router {
  const router = Router();

  router.get('/api/properties', async (req, res) => {
    const query = parseInput(listPropertiesQuerySchema, req.query, 'Invalid property search');
    res.json(await queries.ask(ListProperties, query, res.locals.actor));
  });

  router.get('/api/properties/:id', async (req, res) => {
    res.json(await queries.ask(GetProperty, { id: req.params.id }, res.locals.actor));
  });

  router.delete('/api/properties/:id', async (req, res) => {
    res.json(await commands.execute(DeleteListing, { id: req.params.id }, res.locals.actor));
  });

  router.get('/api/metrics/dashboard', async (_req, res) => {
    res.json(await queries.ask(GetDashboardMetrics, undefined, res.locals.actor));
  });

  // the deal calculator: pure computation, open to visitors (the host's CSRF check still applies to the POST)
  router.post('/api/analysis/:strategy', async (req, res) => {
    const { strategy } = req.params;
    if (!isStrategy(strategy)) throw new NotFoundError(`Unknown analysis strategy "${strategy}": use ${STRATEGIES.join(', ')}`, 'unknown_strategy');
    const input = parseInput(ANALYSIS_INPUT_SCHEMAS[strategy], req.body ?? {}, 'Invalid deal analysis input');
    res.json(await queries.ask(AnalyzeDeal, { strategy, input } as AnalysisRequest, res.locals.actor));
  });

  return router;
}
