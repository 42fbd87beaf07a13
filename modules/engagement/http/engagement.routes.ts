import { Router } from 'express';
import type { HttpContext } from '../../shared/kernel/module.ts';
import { savedSearchesRouter } from './saved-searches.routes.ts';

/**
 * Saving a search (its own router); messaging, notifications, the member directory, favorites and the
 * other saved-search endpoints are declared with their use cases.
 */
export function engagementRouter(context: HttpContext): Router {
  const router = Router();
  router.use(savedSearchesRouter(context));
  return router;
}
