import { defineCommand } from '../../../../shared/kernel/bus.ts';
import type { ListingSnapshot } from '../../../contracts/events.ts';
import type { UpdateListingRequest } from '../../../contracts/listing.ts';

export type UpdateListingInput = { id: string } & UpdateListingRequest;

/**
 * Replaces a listing's fields (its owner or an administrator). `version` must be the one the editor
 * loaded, so an edit made elsewhere is never overwritten silently.
 */
export const UpdateListing = defineCommand<UpdateListingInput, ListingSnapshot>('listings.update-listing');
