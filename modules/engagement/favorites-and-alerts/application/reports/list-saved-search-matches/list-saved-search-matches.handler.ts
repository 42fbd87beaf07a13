import type { SqlEntityManager as EntityManager } from '@mikro-orm/sql';
import { requireActor, type QueryContext, type QueryHandler } from '../../../../../shared/kernel/bus.ts';
import { PLATFORM } from '../../../../../shared/kernel/tokens.ts';
import { answersQuery, http, UsesDependencies } from '../../../../../shared/kernel/use-case.ts';
import {
  savedSearchMatchesQuerySchema,
  savedSearchMatchesSchema,
  type MatchReason,
  type SavedSearchMatches,
} from '../../../../contracts/saved-searches.ts';
import { bySavedSearchId, LISTINGS_TAG } from '../../http.ts';
import { loadOwnSavedSearch } from '../../commands/delete-saved-search/delete-saved-search.handler.ts';
import { ListSavedSearchMatches } from './list-saved-search-matches.query.ts';

type Input = { id: string; limit: number; offset: number };

const needs = { em: PLATFORM.EntityManager };

export class ListSavedSearchMatchesHandler extends UsesDependencies<typeof needs> implements QueryHandler<Input, SavedSearchMatches> {
  async execute({ id, limit, offset }: Input, { actor }: QueryContext): Promise<SavedSearchMatches> {
    const { userId } = requireActor(actor);
    const em = this.deps.em.fork();
    const search = await loadOwnSavedSearch(em, id, userId);
    const rows = await em.execute<
      Array<{ property_id: string; reason: MatchReason; price_cents: string; matched_at: Date; total: string }>
    >(
      `select property_id, reason, price_cents, matched_at, count(*) over () as total
       from engagement.saved_search_matches where saved_search_id = ?
       order by matched_at desc, property_id limit ? offset ?`,
      [search.id, limit, offset],
    );
    const openedAt = search.lastOpenedAt?.getTime() ?? 0;
    return {
      matches: rows.map((row) => ({
        propertyId: row.property_id,
        reason: row.reason,
        price: Number(row.price_cents) / 100,
        matchedAt: new Date(row.matched_at).toISOString(),
        isNew: new Date(row.matched_at).getTime() > openedAt,
      })),
      total: rows.length ? Number(rows[0].total) : offset === 0 ? 0 : await this.#count(em, search.id),
    };
  }

  async #count(em: EntityManager, savedSearchId: string): Promise<number> {
    const [row] = await em.execute<Array<{ total: string }>>(
      'select count(*) as total from engagement.saved_search_matches where saved_search_id = ?',
      [savedSearchId],
    );
    return Number(row.total);
  }
}

export const listSavedSearchMatches = answersQuery(ListSavedSearchMatches, needs, ListSavedSearchMatchesHandler, [
  http(ListSavedSearchMatches, {
    method: 'get',
    path: '/api/saved-searches/:id/matches',
    tag: LISTINGS_TAG,
    summary: "A saved search's matching listings",
    description: 'The listings that matched it since it was saved, newest first.',
    access: 'member',
    scopes: ['listings:read'],
    query: savedSearchMatchesQuerySchema,
    invalid: 'Invalid paging',
    input: (request) => ({ ...bySavedSearchId(request), ...request.query }),
    response: savedSearchMatchesSchema,
    errors: [404],
  }),
]);
