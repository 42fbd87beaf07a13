import { defineCommand } from '../../../../shared/kernel/bus.ts';
import type { ListingSnapshot } from '../../../contracts/events.ts';

/** The seller answers an administrator's rejection (usually after editing): the listing goes back in the review queue. */
export const ResubmitListing = defineCommand<{ id: string }, ListingSnapshot>('listings.resubmit-listing');
