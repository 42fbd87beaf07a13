import { defineCommand } from '../../../../shared/kernel/bus.ts';
import type { ListingSnapshot } from '../../../contracts/events.ts';
import type { ChangeListingStatusRequest } from '../../../contracts/listing.ts';

export type ChangeListingStatusInput = { id: string } & ChangeListingStatusRequest;

/**
 * Publishes (within the plan limits), unpublishes (withdraws), marks under contract or sold. Only the
 * transitions of the lifecycle are allowed: sold is final; under contract may go back to active.
 */
export const ChangeListingStatus = defineCommand<ChangeListingStatusInput, ListingSnapshot>('listings.change-listing-status');
