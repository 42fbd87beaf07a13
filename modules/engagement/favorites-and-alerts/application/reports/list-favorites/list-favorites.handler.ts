import { requireActor, type QueryContext, type QueryHandler } from '../../../../../shared/kernel/bus.ts';
import { z } from 'zod';
import { favoriteSchema, type Favorite as FavoriteView } from '../../../../contracts/http.ts';
import { Favorite } from '../../../domain/favorite.entity.ts';
import { PLATFORM } from '../../../../../shared/kernel/tokens.ts';
import { answersQuery, http, UsesDependencies } from '../../../../../shared/kernel/use-case.ts';
import { FAVORITES_AND_SEARCHES_TAG } from '../../http.ts';
import { ListFavorites } from './list-favorites.query.ts';

const needs = { em: PLATFORM.EntityManager };

/** A Postgres-backed read of a per-user table (docs/architecture.md section 2, reports/). */
export class ListFavoritesHandler extends UsesDependencies<typeof needs> implements QueryHandler<void, FavoriteView[]> {
  async execute(_input: void, { actor }: QueryContext): Promise<FavoriteView[]> {
    const { userId } = requireActor(actor);
    const favorites = await this.deps.em.fork().find(Favorite, { userId }, { orderBy: { createdAt: 'desc', propertyId: 'desc' } });
    return favorites.map((favorite) => favorite.toView());
  }
}

export const listFavorites = answersQuery(ListFavorites, needs, ListFavoritesHandler, [
  http(ListFavorites, {
    method: 'get',
    path: '/api/favorites',
    tag: FAVORITES_AND_SEARCHES_TAG,
    summary: 'My favorite listings',
    description: 'Newest first.',
    access: 'member',
    input: () => undefined,
    response: z.array(favoriteSchema),
  }),
]);
