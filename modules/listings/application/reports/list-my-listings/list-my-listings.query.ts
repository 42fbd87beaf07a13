import { defineQuery } from '../../../../shared/kernel/bus.ts';
import type { MyListingsQuery } from '../../../contracts/my-listings-query.ts';
import type { MyListingsResult } from '../../../contracts/my-listings.ts';

/** A page of the signed-in user's own listings (every status), sorted, searched and filtered, with the filter's counts and notices. */
export const ListMyListings = defineQuery<MyListingsQuery, MyListingsResult>('listings.list-my-listings');
