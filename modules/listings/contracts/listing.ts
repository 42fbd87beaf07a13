import { z } from 'zod';
import { singleLine } from '../../shared/kernel/text.ts';
import { MAX_IMAGES_PER_LISTING } from './media.ts';
import { PROPERTY_CATEGORIES, askingTermSchema, roadAccessSchema, utilitySchema, UTILITIES } from './listing-terms.ts';

/**
 * What a seller writes: the listing form's input and the create, update and status requests. The
 * listing's vocabulary (categories, statuses, asking terms, utilities, road access) is in
 * listing-terms.ts, re-exported here.
 */

export * from './listing-terms.ts';

const optionalText = (max: number) =>
  z
    .string()
    .trim()
    .max(max, `Use at most ${max} characters`)
    .transform((value) => (value === '' ? null : value))
    .nullable()
    .default(null);
const dollars = (label: string) =>
  z
    .number({ error: `${label} must be a number` })
    .min(0, `${label} cannot be negative`)
    .max(1_000_000_000, `${label} is too large`)
    .multipleOf(0.01, `${label} has at most two decimals`);

/** What a seller open to a joint venture looks for: money, a partner who runs the work, or a buyer for a share of the deal. */
export const JV_SEEKING = ['capital', 'operating-partner', 'share-buyer'] as const;
export const jvSeekingSchema = z.enum(JV_SEEKING);
export type JvSeeking = z.infer<typeof jvSeekingSchema>;

/**
 * A listing's joint-venture terms: what the seller seeks, the amount (the capital sought, or the
 * price of the share), the share of the profit offered to the partner, and a note. Listings opened
 * to JV before the terms had fields keep their old text as the note, with `seeking` null until the
 * seller edits them.
 */
export const jvTermsSchema = z.object({
  seeking: jvSeekingSchema.nullable(),
  amount: z.number().int().positive().max(1_000_000_000).nullable(),
  partnerShare: z.number().int().min(1).max(99).nullable(),
  note: z.string().max(2000).nullable(),
});
export type JvTerms = z.infer<typeof jvTermsSchema>;

/** The terms as the listing form sends them: `seeking` is required, the rest optional. */
const jvTermsInputSchema = z.object({
  seeking: jvSeekingSchema.nullable().refine((value) => value !== null, 'Choose what you are looking for'),
  amount: z
    .number({ error: 'Amount must be a number' })
    .int('Use whole dollars')
    .positive('Amount must be more than $0')
    .max(1_000_000_000, 'Amount is too large')
    .nullable()
    .default(null),
  partnerShare: z
    .number({ error: 'Share must be a number' })
    .int('Use a whole percentage')
    .min(1, 'Offer between 1% and 99%')
    .max(99, 'Offer between 1% and 99%')
    .nullable()
    .default(null),
  note: optionalText(1000),
});

/**
 * What a seller writes when posting or editing a listing: one schema for the web form and the
 * server. Money in dollars (converted to cents on the server), areas in acres, building size in
 * square feet. Latitude/longitude are optional: without them the server places the pin at the ZIP
 * (or city) centroid.
 */
export const listingInputSchema = z
  .object({
    title: singleLine(z.string().trim().min(5, 'Title needs at least 5 characters').max(140, 'Use at most 140 characters'), 'Title'),
    description: z.string().trim().max(10_000, 'Use at most 10,000 characters').default(''),
    category: z.enum(PROPERTY_CATEGORIES, { error: 'Choose a category' }),
    streetAddress: optionalText(200),
    city: z.string().trim().min(2, 'City is required').max(100),
    state: z
      .string()
      .trim()
      .regex(/^[A-Za-z]{2}$/, 'Use the two-letter state code')
      .transform((state) => state.toUpperCase()),
    zip: z
      .string()
      .trim()
      .regex(/^(\d{5})?$/, 'Use a 5-digit ZIP code')
      .transform((value) => (value === '' ? null : value))
      .nullable()
      .default(null),
    county: optionalText(100),
    apn: optionalText(60),
    latitude: z.number().min(-90).max(90).nullable().default(null),
    longitude: z.number().min(-180).max(180).nullable().default(null),
    acres: z.number({ error: 'Acres must be a number' }).min(0.01, 'Acres must be at least 0.01').max(1_000_000),
    buildingSqft: z.number().int().min(0).max(10_000_000).nullable().default(null),
    beds: z.number().int().min(0).max(100).nullable().default(null),
    baths: z.number().min(0).max(100).multipleOf(0.5, 'Use whole or half baths').nullable().default(null),
    yearBuilt: z.number().int().min(1700).max(2100).nullable().default(null),
    zoning: optionalText(60),
    utilities: z.array(utilitySchema).max(UTILITIES.length).default([]),
    roadAccess: roadAccessSchema.nullable().default(null),
    price: dollars('Price').positive('Price must be more than $0'),
    arv: dollars('ARV').nullable().default(null),
    estimatedRepairs: dollars('Estimated repairs').nullable().default(null),
    terms: z.array(askingTermSchema).min(1, 'Choose at least one way to buy').default(['cash']),
    openToJointVenture: z.boolean().default(false),
    /** required when open to joint venture; ignored (stored as null) otherwise */
    jvTerms: jvTermsInputSchema.nullable().default(null),
    featured: z.boolean().default(false),
    /** photo URLs as returned by the upload endpoint, in display order; the first is the cover */
    images: z.array(z.string().max(500)).max(MAX_IMAGES_PER_LISTING, `Use at most ${MAX_IMAGES_PER_LISTING} photos`).default([]),
  })
  .refine((listing) => (listing.latitude === null) === (listing.longitude === null), {
    message: 'Give both latitude and longitude, or neither',
    path: ['latitude'],
  })
  .refine((listing) => !listing.openToJointVenture || listing.jvTerms !== null, {
    message: 'Say what you are looking for in a joint venture partner',
    path: ['jvTerms', 'seeking'],
  });
export type ListingInput = z.input<typeof listingInputSchema>;
export type ListingFields = z.output<typeof listingInputSchema>;

/** `POST /api/properties`: create a listing, as a draft or published at once. */
export const createListingRequestSchema = z.object({
  listing: listingInputSchema,
  publish: z.boolean().default(false),
});
export type CreateListingRequest = z.input<typeof createListingRequestSchema>;

/** `PUT /api/properties/{id}`: replace the listing's fields; `version` guards against overwriting a newer edit. */
export const updateListingRequestSchema = z.object({
  listing: listingInputSchema,
  version: z.number().int().positive(),
});
export type UpdateListingRequest = z.input<typeof updateListingRequestSchema>;

/** `POST /api/properties/{id}/status`: publish, unpublish (withdraw), mark under contract or sold. */
export const changeListingStatusRequestSchema = z.object({
  status: z.enum(['active', 'withdrawn', 'under_contract', 'sold']),
});
export type ChangeListingStatusRequest = z.infer<typeof changeListingStatusRequestSchema>;
