import { defineCommand } from '../../../../shared/kernel/bus.ts';

/** Deletes a listing for good; only its owner or an administrator may. */
export const DeleteListing = defineCommand<{ id: string }, { message: string }>('listings.delete-listing');
