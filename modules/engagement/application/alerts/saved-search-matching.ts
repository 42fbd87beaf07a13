import type { SqlEntityManager as EntityManager } from '@mikro-orm/sql';
import type { ListingSnapshot } from '../../../listings/contracts/events.ts';
import type { AlertFrequency, SavedSearchCriteria } from '../../contracts/saved-searches.ts';
import { listingKeys, listingMatches, type MatchableListing } from '../../domain/saved-search-match.ts';

/** A saved search a listing answers, with what alerting needs. */
export interface MatchedSearch {
  id: string;
  userId: string;
  name: string;
  alerts: AlertFrequency;
  alertsPaused: boolean;
}

interface CandidateRow {
  id: string;
  user_id: string;
  name: string;
  criteria: SavedSearchCriteria | string;
  alerts: AlertFrequency;
  alerts_paused: boolean;
}

/**
 * The searches that could want a listing of this category, state and price, found through the GIN
 * index on `match_keys` (decision 0024); each is then checked in full by `listingMatches`.
 */
const CANDIDATES = `
  select id, user_id, name, criteria, alerts, alerts_paused
  from engagement.saved_searches
  where match_keys && array[?, ?, ?, ?]::text[]
    and (min_price is null or min_price <= ?) and (max_price is null or max_price >= ?)
    and user_id <> ?`;

export function matchableListing(listing: ListingSnapshot): MatchableListing {
  return { ...listing, price: listing.priceCents / 100 };
}

/** The saved searches of members other than `ownerId` that the listing answers. */
export async function searchesMatching(em: EntityManager, listing: MatchableListing, ownerId: string | null): Promise<MatchedSearch[]> {
  const rows = await em.execute<CandidateRow[]>(CANDIDATES, [...listingKeys(listing), listing.price, listing.price, ownerId ?? '00000000-0000-0000-0000-000000000000']);
  return rows
    .filter((row) => listingMatches(typeof row.criteria === 'string' ? (JSON.parse(row.criteria) as SavedSearchCriteria) : row.criteria, listing))
    .map((row) => ({ id: row.id, userId: row.user_id, name: row.name, alerts: row.alerts, alertsPaused: row.alerts_paused }));
}
