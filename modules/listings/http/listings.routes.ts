import { Router } from 'express';
import type { HttpContext } from '../../shared/kernel/module.ts';
import { parseInput } from '../../shared/kernel/validation.ts';
import { listPropertiesQuerySchema } from '../contracts/http.ts';
import { GetDashboardMetrics } from '../application/queries/get-dashboard-metrics/get-dashboard-metrics.query.ts';
import { ListProperties } from '../application/queries/list-properties/list-properties.query.ts';

export function listingsRouter({ queries }: HttpContext): Router {
  const router = Router();

  router.get('/api/properties', async (req, res) => {
    const query = parseInput(listPropertiesQuerySchema, req.query, 'Invalid property search');
    res.json(await queries.ask(ListProperties, query, res.locals.actor));
  });

  router.get('/api/metrics/dashboard', async (_req, res) => {
    res.json(await queries.ask(GetDashboardMetrics, undefined, res.locals.actor));
  });

  return router;
}
