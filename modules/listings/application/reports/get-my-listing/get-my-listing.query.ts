import { defineQuery } from '../../../../shared/kernel/bus.ts';
import type { PropertyDetail } from '../../../contracts/property.ts';

/** One listing as stored now, any status, for its owner (or an administrator): the edit form's source. */
export const GetMyListing = defineQuery<{ id: string }, PropertyDetail>('listings.get-my-listing');
