import { Router } from 'express';
import type { HttpContext } from '../../shared/kernel/module.ts';
import { GetSharedAnalysis } from '../application/reports/get-shared-analysis/get-shared-analysis.query.ts';

/**
 * A saved analysis's read-only share link (`/api/shared-analyses/:token`, anyone's). It stays a
 * route of its own: its answer carries `X-Robots-Tag`, a header declared endpoints do not set.
 */
export function analysesRouter({ queries }: HttpContext): Router {
  const router = Router();

  router.get('/api/shared-analyses/:token', async (req, res) => {
    const shared = await queries.ask(GetSharedAnalysis, { token: req.params.token }, res.locals.actor);
    // a revoked link must stop showing the analysis at once, and share pages stay out of search engines
    res.set({ 'Cache-Control': 'no-store', 'X-Robots-Tag': 'noindex' }).json(shared);
  });

  return router;
}
