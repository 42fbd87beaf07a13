import { z } from 'zod';
import { defineCommand } from '../../../../shared/kernel/bus.ts';
import type { ListingSnapshot } from '../../../contracts/events.ts';
import { createListingRequestSchema, type CreateListingRequest } from '../../../contracts/listing.ts';

export const createListingSchema = createListingRequestSchema.extend({
  /** the owner of a listing the system creates (seeder, imports); a signed-in seller always creates their own */
  ownerId: z.uuid().optional(),
  /** the listing's creation time, for imports and demo data; now when absent */
  createdAt: z.coerce.date().optional(),
  /** views the listing had before it came here, for imports and demo data (their daily history is the importer's to write) */
  viewCount: z.number().int().min(0).optional(),
});

export type CreateListingInput = CreateListingRequest & {
  ownerId?: string;
  createdAt?: Date;
  viewCount?: number;
};

/**
 * Creates a listing as a draft, or published at once (within the seller's plan limits). A signed-in
 * seller creates for themself; the system (no actor) names the owner and is not limited.
 */
export const CreateListing = defineCommand<CreateListingInput, ListingSnapshot>('listings.create-listing');
