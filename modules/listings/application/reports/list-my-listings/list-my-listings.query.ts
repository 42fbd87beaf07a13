import { defineQuery } from '../../../../shared/kernel/bus.ts';
import type { MyListingsResult } from '../../../contracts/my-listings.ts';

/** The signed-in user's own listings, every status, newest first, with notices (e.g. a plan downgrade). */
export const ListMyListings = defineQuery<void, MyListingsResult>('listings.list-my-listings');
