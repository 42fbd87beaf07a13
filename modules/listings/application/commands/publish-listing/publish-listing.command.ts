import { z } from 'zod';
import { defineCommand } from '../../../../shared/kernel/bus.ts';
import { propertyCategorySchema } from '../../../contracts/http.ts';
import type { ListingSnapshot } from '../../../contracts/events.ts';

export const publishListingSchema = z.object({
  ownerId: z.uuid(),
  title: z.string().trim().min(5).max(140),
  description: z.string().trim().max(10_000).default(''),
  category: propertyCategorySchema,
  city: z.string().trim().min(2).max(100),
  state: z
    .string()
    .trim()
    .regex(/^[A-Za-z]{2}$/, 'Use the two-letter state code')
    .transform((state) => state.toUpperCase()),
  acres: z.number().positive().max(1_000_000),
  priceCents: z.number().int().positive().max(100_000_000_000),
  arvCents: z.number().int().positive().max(100_000_000_000).nullable().default(null),
  latitude: z.number().min(-90).max(90).nullable().default(null),
  longitude: z.number().min(-180).max(180).nullable().default(null),
  images: z.array(z.string().max(500)).max(40).default([]),
  featured: z.boolean().default(false),
  openToJointVenture: z.boolean().default(false),
  /** the listing's creation time, for imports and demo data; now when absent */
  createdAt: z.coerce.date().optional(),
});
export type PublishListingInput = z.input<typeof publishListingSchema>;

/** Creates a listing and makes it visible to buyers in one step. */
export const PublishListing = defineCommand<PublishListingInput, ListingSnapshot>('listings.publish-listing');
