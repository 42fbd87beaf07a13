import type { SqlEntityManager as EntityManager } from '@mikro-orm/sql';
import { isUuid } from '../../shared/kernel/ids.ts';
import type { EngagementApi } from '../contracts/api.ts';

export class EngagementApiImpl implements EngagementApi {
  readonly #em: EntityManager;

  constructor(em: EntityManager) {
    this.#em = em;
  }

  async favoriteCounts(propertyIds: readonly string[]): Promise<Record<string, number>> {
    const counts: Record<string, number> = Object.fromEntries(propertyIds.map((id) => [id, 0]));
    const ids = [...new Set(propertyIds.filter(isUuid))];
    if (ids.length === 0) return counts;
    // inside a caller's transaction, read through it (PGlite has one connection: another would wait for it)
    const rows = await this.#em
      .fork({ keepTransactionContext: true })
      .execute<Array<{ property_id: string; favorites: number }>>(
        'select property_id, count(*)::int as favorites from engagement.favorites where property_id in (?) group by property_id',
        [ids],
      );
    for (const row of rows) counts[row.property_id] = row.favorites;
    return counts;
  }
}
