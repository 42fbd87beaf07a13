import { z } from 'zod';
import { jvTermsSchema } from './listing.ts';
import { myAddressRequestSchema } from './address-requests.ts';
import {
  askingTermSchema,
  listingStatusSchema,
  propertyCategorySchema,
  roadAccessSchema,
  utilitySchema,
  reviewStateSchema,
} from './listing-terms.ts';

/** What buyers read of one property: its card, its detail page, and the view it records. */

/** A property as read by cards and lists (spec section 3). Money in whole dollars at the edge. */
export const propertyCardSchema = z.object({
  id: z.string(),
  userId: z.string(),
  title: z.string(),
  category: propertyCategorySchema,
  city: z.string(),
  state: z.string(),
  acres: z.number(),
  price: z.number(),
  arv: z.number().nullable(),
  images: z.array(z.string()),
  createdAt: z.string(),
  featured: z.boolean(),
  openToJointVenture: z.boolean(),
  /** what the seller seeks in a joint venture, for the card's JV badge (the note is on the detail page) */
  jvSummary: jvTermsSchema.omit({ note: true }).nullable(),
  /** the seller is on the Premium plan: the card and the page show the Premium badge */
  sellerPremium: z.boolean(),
  viewCount: z.number().int(),
});
export type PropertyCard = z.infer<typeof propertyCardSchema>;

/** `GET /api/properties/{id}`: the card's fields plus everything the detail page shows. */
export const propertyDetailSchema = propertyCardSchema.extend({
  description: z.string(),
  status: listingStatusSchema,
  streetAddress: z.string().nullable(),
  zip: z.string().nullable(),
  county: z.string().nullable(),
  apn: z.string().nullable(),
  latitude: z.number().nullable(),
  longitude: z.number().nullable(),
  buildingSqft: z.number().nullable(),
  beds: z.number().nullable(),
  baths: z.number().nullable(),
  yearBuilt: z.number().nullable(),
  zoning: z.string().nullable(),
  utilities: z.array(utilitySchema),
  roadAccess: roadAccessSchema.nullable(),
  estimatedRepairs: z.number().nullable(),
  /** price / acres, whole dollars: computed once, by the server's read model; clients show it as sent */
  pricePerAcre: z.number(),
  terms: z.array(askingTermSchema),
  jvTerms: jvTermsSchema.nullable(),
  updatedAt: z.string(),
  publishedAt: z.string().nullable(),
  underContractAt: z.string().nullable(),
  soldAt: z.string().nullable(),
  withdrawnAt: z.string().nullable(),
  /** publishedAt + 90 days: an active listing not renewed by then expires */
  expiresAt: z.string().nullable(),
  version: z.number().int(),
  /** an administrator's review under way or refused (decision 0055); only its owner and administrators see such a listing */
  review: reviewStateSchema.nullable(),
  /** why the review was refused, while it stands */
  reviewReason: z.string().nullable(),
  /** the seller hides the street address from buyers without verified funds until they ask and the seller agrees (decision 0070) */
  hideAddress: z.boolean(),
  /**
   * this answer withholds the street address and the parcel number, and its latitude and longitude are rounded
   * to about a kilometre: the caller may request the address (`POST /api/properties/{id}/address-requests`)
   */
  addressHidden: z.boolean(),
  /** the caller's own request to see the street address, when they made one */
  addressRequest: myAddressRequestSchema.nullable(),
});
export type PropertyDetail = z.infer<typeof propertyDetailSchema>;

/** `POST /api/properties/{id}/views`: whether this visit was counted, and the property's view count. */
export const recordListingViewResultSchema = z.object({
  counted: z.boolean(),
  viewCount: z.number().int(),
});
export type RecordListingViewResult = z.infer<typeof recordListingViewResultSchema>;
