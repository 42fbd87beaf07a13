import { Router } from 'express';
import { z } from 'zod';
import { NotFoundError } from '../../shared/kernel/errors.ts';
import type { HttpContext } from '../../shared/kernel/module.ts';
import { parseInput } from '../../shared/kernel/validation.ts';
import { savedSearchMatchesQuerySchema } from '../contracts/saved-searches.ts';
import { CreateSavedSearch } from '../application/commands/create-saved-search/create-saved-search.command.ts';
import { DeleteSavedSearch } from '../application/commands/delete-saved-search/delete-saved-search.command.ts';
import { OpenSavedSearch } from '../application/commands/open-saved-search/open-saved-search.command.ts';
import { SetDigestSchedule } from '../application/commands/set-digest-schedule/set-digest-schedule.command.ts';
import { UpdateSavedSearch } from '../application/commands/update-saved-search/update-saved-search.command.ts';
import { CountListingDemand } from '../application/reports/count-listing-demand/count-listing-demand.query.ts';
import { DRAFT_KEY } from '../application/reports/count-listing-demand/count-listing-demand.handler.ts';
import { ListSavedSearchMatches } from '../application/reports/list-saved-search-matches/list-saved-search-matches.query.ts';
import { ListSavedSearches } from '../application/reports/list-saved-searches/list-saved-searches.query.ts';

/** each save, edit and demand count checks searches against the plan or listings: bounded per address */
const WRITE_LIMIT = { name: 'engagement:saved-searches:ip', limit: 60, windowSeconds: 60 };
const DEMAND_LIMIT = { name: 'engagement:listing-demand:ip', limit: 60, windowSeconds: 60 };
const propertyIdsSchema = z.object({
  propertyIds: z
    .string()
    .max(4000)
    .transform((ids) => ids.split(',').filter(Boolean)),
});

/** Saved searches, their matches and digest time, and sellers' demand counts (contracts/saved-searches.ts). */
export function savedSearchesRouter({ commands, queries, rateLimit }: HttpContext): Router {
  const router = Router();
  const writes = rateLimit(WRITE_LIMIT);
  const demand = rateLimit(DEMAND_LIMIT);
  const noStore = { 'Cache-Control': 'private, no-store' };

  router.get('/api/saved-searches', async (_req, res) => {
    res.set(noStore).json(await queries.ask(ListSavedSearches, undefined, res.locals.actor));
  });

  router.post('/api/saved-searches', writes, async (req, res) => {
    res.status(201).json(await commands.execute(CreateSavedSearch, req.body ?? {}, res.locals.actor));
  });

  router.put('/api/saved-searches/digest', writes, async (req, res) => {
    res.json(await commands.execute(SetDigestSchedule, req.body ?? {}, res.locals.actor));
  });

  router.post('/api/saved-searches/demand', demand, async (req, res) => {
    const counts = await queries.ask(CountListingDemand, { listing: req.body ?? {} }, res.locals.actor);
    res.set(noStore).json({ count: counts[DRAFT_KEY] });
  });

  router.get('/api/saved-searches/demand', demand, async (req, res) => {
    const { propertyIds } = parseInput(propertyIdsSchema, req.query, 'Invalid propertyIds');
    res.set(noStore).json({ counts: await queries.ask(CountListingDemand, { propertyIds }, res.locals.actor) });
  });

  router.get('/api/properties/:id/matching-searches/count', demand, async (req, res) => {
    const id = String(req.params.id);
    const counts = await queries.ask(CountListingDemand, { propertyIds: [id] }, res.locals.actor);
    // not the member's listing, or no such listing: the same answer
    if (counts[id] === undefined) throw new NotFoundError('Property not found', 'property_not_found');
    res.set(noStore).json({ count: counts[id] });
  });

  router.patch('/api/saved-searches/:id', writes, async (req, res) => {
    res.json(await commands.execute(UpdateSavedSearch, { ...(req.body ?? {}), id: req.params.id }, res.locals.actor));
  });

  router.delete('/api/saved-searches/:id', writes, async (req, res) => {
    await commands.execute(DeleteSavedSearch, { id: req.params.id }, res.locals.actor);
    res.status(204).end();
  });

  router.post('/api/saved-searches/:id/open', writes, async (req, res) => {
    res.json(await commands.execute(OpenSavedSearch, { id: req.params.id }, res.locals.actor));
  });

  router.get('/api/saved-searches/:id/matches', async (req, res) => {
    const page = parseInput(savedSearchMatchesQuerySchema, req.query, 'Invalid paging');
    res.set(noStore).json(await queries.ask(ListSavedSearchMatches, { id: req.params.id, ...page }, res.locals.actor));
  });

  return router;
}
