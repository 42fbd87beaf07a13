import type { SqlEntityManager as EntityManager } from '@mikro-orm/sql';
import type { Entitlements } from '../../../billing/contracts/http.ts';
import { allowance } from '../../../billing/contracts/plan-limits.ts';
import type { SavedSearch as SavedSearchView } from '../../contracts/saved-searches.ts';
import { SavedSearch } from '../domain/saved-search.entity.ts';

/**
 * A member's saved searches as they see them, newest first: each with its count of matches since it
 * was last opened, and marked over the limit when it is beyond what the plan keeps (the oldest are kept).
 */
export async function savedSearchViews(em: EntityManager, userId: string, entitlements: Entitlements): Promise<SavedSearchView[]> {
  const searches = await em.find(SavedSearch, { userId }, { orderBy: { createdAt: 'asc', id: 'asc' } });
  if (searches.length === 0) return [];
  const counts = await em.execute<Array<{ saved_search_id: string; count: string }>>(
    `select m.saved_search_id, count(*) as count
     from engagement.saved_search_matches m join engagement.saved_searches s on s.id = m.saved_search_id
     where s.user_id = ? and (s.last_opened_at is null or m.matched_at > s.last_opened_at)
     group by m.saved_search_id`,
    [userId],
  );
  const newMatches = new Map(counts.map((row) => [row.saved_search_id, Number(row.count)]));
  const allowed = allowance(entitlements, 'savedSearches');
  return searches
    .map((search, index) => search.toView({ newMatches: newMatches.get(search.id) ?? 0, overLimit: allowed !== null && index >= allowed }))
    .reverse();
}
