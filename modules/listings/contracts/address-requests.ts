import { z } from 'zod';

/**
 * Address gating (decision 0070): a seller may hide a listing's street address (and its parcel number and exact
 * point) from buyers without verified funds until they ask and the seller agrees.
 */
export const ADDRESS_REQUEST_STATUSES = ['pending', 'approved', 'declined'] as const;
export const addressRequestStatusSchema = z.enum(ADDRESS_REQUEST_STATUSES);
export type AddressRequestStatus = z.infer<typeof addressRequestStatusSchema>;

/** `PUT /api/properties/{id}/address-gate`: the seller's switch */
export const addressGateInputSchema = z.object({ hideAddress: z.boolean() }).strict();
export type AddressGateInput = z.infer<typeof addressGateInputSchema>;

/** A buyer's request as they see it on the property page. */
export const myAddressRequestSchema = z.object({
  id: z.string(),
  propertyId: z.string(),
  status: addressRequestStatusSchema,
  createdAt: z.string(),
  decidedAt: z.string().nullable(),
});
export type MyAddressRequest = z.infer<typeof myAddressRequestSchema>;

/** One row of the seller's table of requests. */
export const addressRequestSchema = myAddressRequestSchema.extend({
  buyer: z.object({
    id: z.string(),
    name: z.string(),
    /** the buyer's verified funds when they hold today: such a buyer sees the address anyway */
    verifiedFunds: z.object({ amount: z.number(), expiresOn: z.string() }).nullable(),
  }),
});
export type AddressRequest = z.infer<typeof addressRequestSchema>;

/** `GET /api/properties/{id}/address-requests`: the switch and the requests, newest first. */
export const listingAddressRequestsSchema = z.object({
  propertyId: z.string(),
  hideAddress: z.boolean(),
  requests: z.array(addressRequestSchema),
});
export type ListingAddressRequests = z.infer<typeof listingAddressRequestsSchema>;

/** `POST /api/address-requests/{id}/{approve|decline}` */
export const ADDRESS_DECISIONS = ['approve', 'decline'] as const;
export type AddressDecision = (typeof ADDRESS_DECISIONS)[number];

/**
 * Where a listing's exact point is shown to a viewer who may not see its address: rounded to two decimal places
 * (about a kilometre), so the map shows the area and never the parcel.
 */
export function approximateCoordinate(value: number | null): number | null {
  return value === null ? null : Math.round(value * 100) / 100;
}
