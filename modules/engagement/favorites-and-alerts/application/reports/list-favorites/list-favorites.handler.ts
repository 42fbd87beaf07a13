import type { SqlEntityManager as EntityManager } from '@mikro-orm/sql';
import { requireActor, type QueryContext, type QueryHandler } from '../../../../../shared/kernel/bus.ts';
import { z } from 'zod';
import { favoriteSchema, type Favorite as FavoriteView } from '../../../../contracts/http.ts';
import { Favorite } from '../../../domain/favorite.entity.ts';
import { PLATFORM } from '../../../../../shared/kernel/tokens.ts';
import { answersQuery, http } from '../../../../../shared/kernel/use-case.ts';
import { FAVORITES_AND_SEARCHES_TAG } from '../../http.ts';
import { ListFavorites } from './list-favorites.query.ts';

/** A Postgres-backed read of a per-user table (docs/architecture.md section 2, reports/). */
export class ListFavoritesHandler implements QueryHandler<void, FavoriteView[]> {
  readonly #em: EntityManager;

  constructor(em: EntityManager) {
    this.#em = em;
  }

  async execute(_input: void, { actor }: QueryContext): Promise<FavoriteView[]> {
    const { userId } = requireActor(actor);
    const favorites = await this.#em.fork().find(Favorite, { userId }, { orderBy: { createdAt: 'desc', propertyId: 'desc' } });
    return favorites.map((favorite) => favorite.toView());
  }
}

export const listFavorites = answersQuery(ListFavorites, [PLATFORM.EntityManager], (em) => new ListFavoritesHandler(em), [
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
