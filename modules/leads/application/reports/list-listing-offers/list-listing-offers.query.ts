import { defineQuery } from '../../../../shared/kernel/bus.ts';
import type { ListingOffers } from '../../../contracts/offers.ts';

/** Every offer on one of the seller's listings, to compare them. */
export const ListListingOffers = defineQuery<{ propertyId: string }, ListingOffers>('leads.list-listing-offers');
