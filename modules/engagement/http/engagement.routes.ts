import { Router } from 'express';
import type { HttpContext } from '../../shared/kernel/module.ts';
import { messagingRouter } from './messaging.routes.ts';
import { savedSearchesRouter } from './saved-searches.routes.ts';
import { directoryRouter } from './directory.routes.ts';

/**
 * Messaging, saving a search and the member directory (their own routers); favorites and the other
 * saved-search endpoints are declared with their use cases.
 */
export function engagementRouter(context: HttpContext): Router {
  const router = Router();
  router.use(messagingRouter(context));
  router.use(savedSearchesRouter(context));
  router.use(directoryRouter(context));
  return router;
}
