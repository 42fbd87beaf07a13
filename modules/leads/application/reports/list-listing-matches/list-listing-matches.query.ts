import { defineQuery } from '../../../../shared/kernel/bus.ts';
import type { ListingMatches, MatchesQuery } from '../../../contracts/matching.ts';

/** The seller's contacts scored against one of their listings, best first, with how many fit. */
export const ListListingMatches = defineQuery<MatchesQuery & { listingId: string }, ListingMatches>('leads.list-listing-matches');
