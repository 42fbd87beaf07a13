import { Router } from 'express';
import type { HttpContext } from '../../shared/kernel/module.ts';
import { CreateSavedSearch } from '../application/commands/create-saved-search/create-saved-search.command.ts';
import { SAVED_SEARCH_WRITE_LIMIT } from '../application/alerts/http.ts';

/**
 * Saving a search stays a route of its own: its use case parses its own input for every caller (the
 * alerts benchmark saves raw criteria through the bus), and the criteria's parsed form (a map area,
 * a radius) cannot be parsed a second time, so the host cannot parse it first. The other saved-search
 * endpoints are declared with their use cases.
 */
export function savedSearchesRouter({ commands, rateLimit }: HttpContext): Router {
  const router = Router();

  router.post('/api/saved-searches', rateLimit(SAVED_SEARCH_WRITE_LIMIT), async (req, res) => {
    res.status(201).json(await commands.execute(CreateSavedSearch, req.body ?? {}, res.locals.actor));
  });

  return router;
}
