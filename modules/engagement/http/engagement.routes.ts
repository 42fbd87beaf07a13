import { Router } from 'express';
import type { HttpContext } from '../../shared/kernel/module.ts';
import { parseInput } from '../../shared/kernel/validation.ts';
import { addFavoriteRequestSchema } from '../contracts/http.ts';
import { AddFavorite } from '../application/commands/add-favorite/add-favorite.command.ts';
import { RemoveFavorite } from '../application/commands/remove-favorite/remove-favorite.command.ts';
import { ListFavorites } from '../application/reports/list-favorites/list-favorites.query.ts';
import { messagingRouter } from './messaging.routes.ts';
import { savedSearchesRouter } from './saved-searches.routes.ts';
import { directoryRouter } from './directory.routes.ts';

/** Favorites (modules/engagement/contracts/http.ts), messaging, saved searches and the member directory (their own routers). */
export function engagementRouter(context: HttpContext): Router {
  const { commands, queries } = context;
  const router = Router();
  router.use(messagingRouter(context));
  router.use(savedSearchesRouter(context));
  router.use(directoryRouter(context));

  router.get('/api/favorites', async (_req, res) => {
    res.set('Cache-Control', 'private, no-store').json(await queries.ask(ListFavorites, undefined, res.locals.actor));
  });

  router.post('/api/favorites', async (req, res) => {
    const input = parseInput(addFavoriteRequestSchema, req.body ?? {}, 'Invalid favorite');
    const { favorite, created } = await commands.execute(AddFavorite, input, res.locals.actor);
    res.status(created ? 201 : 200).json(favorite);
  });

  router.delete('/api/favorites/:propertyId', async (req, res) => {
    const input = parseInput(addFavoriteRequestSchema, { propertyId: req.params.propertyId }, 'Invalid favorite');
    await commands.execute(RemoveFavorite, input, res.locals.actor);
    res.status(204).end();
  });

  return router;
}
