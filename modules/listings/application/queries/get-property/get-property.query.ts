import { defineQuery } from '../../../../shared/kernel/bus.ts';
import type { PropertyDetail } from '../../../contracts/property.ts';

/** One listing: anyone sees an active, under-contract or sold one; its owner and administrators also see the others. */
export const GetProperty = defineQuery<{ id: string }, PropertyDetail>('listings.get-property');
