import { defineQuery } from '../../../../../shared/kernel/bus.ts';
import type { ListingDemandRequest } from '../../../../contracts/saved-searches.ts';

/**
 * How many saved searches of other members a listing would match: a listing form's fields, or the
 * owner's listings by id. Counts only; nobody is named.
 */
export const CountListingDemand = defineQuery<{ listing: ListingDemandRequest } | { propertyIds: string[] }, Record<string, number>>(
  'engagement.count-listing-demand',
);
