import { endpoint } from '../../../shared/kernel/endpoint.ts';
import { FAVORITES_AND_SEARCHES_TAG, SAVED_SEARCH_WRITE_LIMIT } from '../application/http.ts';
import { CreateSavedSearch } from '../application/commands/create-saved-search/create-saved-search.command.ts';
import { createSavedSearchRequestSchema, savedSearchSchema } from '../../contracts/saved-searches.ts';

/**
 * Saving a search. The host checks the body with the use case's schema and message, but the use case
 * is given the body as sent: it parses its own input for every caller (the alerts benchmark saves raw
 * criteria through the bus), and the criteria's parsed form (a map area, a radius) cannot be parsed a
 * second time.
 */
export const saveSearchEndpoint = endpoint({
  method: 'post',
  path: '/api/saved-searches',
  tag: FAVORITES_AND_SEARCHES_TAG,
  summary: 'Save a search (with alerts)',
  access: 'member',
  rateLimit: SAVED_SEARCH_WRITE_LIMIT,
  body: createSavedSearchRequestSchema,
  invalid: 'Invalid saved search',
  status: 201,
  response: savedSearchSchema,
  errors: [422],
  handle: async ({ actor }, req, res, { commands }) => {
    res.status(201).json(await commands.execute(CreateSavedSearch, req.body ?? {}, actor));
  },
});
