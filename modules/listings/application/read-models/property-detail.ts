import type { ListingSnapshot } from '../../contracts/events.ts';
import { approximateCoordinate, type MyAddressRequest } from '../../contracts/address-requests.ts';
import type { PropertyDetail } from '../../contracts/property.ts';
import { jvTermsOf, pricePerAcre, toPropertyCard, toPropertyDocument } from './property-document.ts';

/**
 * The property details read model: every listing's latest snapshot, any status, by id. The
 * PropertyDetailsProjector (`infrastructure/projections/`) keeps it; queries read it through this
 * port, injected as `LISTINGS_SERVICES.PropertyDetails`.
 */
export interface PropertyDetails {
  get(id: string): Promise<ListingSnapshot | null>;
}

/** The buyers' requests to see gated street addresses (decision 0070), injected as `LISTINGS_SERVICES.AddressRequests`. */
export interface AddressRequests {
  /** the buyer's request for the listing's street address, when they made one */
  ofBuyer(propertyId: string, buyerId: string): Promise<MyAddressRequest | null>;
}

/** The detail page's view of a listing, as its owner sees it: dollars at the edge, price per acre in whole dollars. */
export function toPropertyDetail(listing: ListingSnapshot): PropertyDetail {
  const {
    ownerId: _ownerId,
    sellerSuspended: _suspended,
    priceCents: _price,
    arvCents: _arv,
    estimatedRepairsCents,
    review,
    reviewReason,
    ...rest
  } = listing;
  return {
    ...rest,
    review: review ?? null,
    // the reason of a past refusal is the seller's business only while it stands
    reviewReason: review === 'rejected' ? (reviewReason ?? null) : null,
    ...toPropertyCard(toPropertyDocument(listing)),
    jvTerms: jvTermsOf(listing),
    estimatedRepairs: estimatedRepairsCents === null ? null : estimatedRepairsCents / 100,
    pricePerAcre: pricePerAcre(listing.priceCents, listing.acres),
    hideAddress: listing.hideAddress ?? false,
    addressHidden: false,
    addressRequest: null,
  };
}

/**
 * The detail without what locates the property more closely than its city, county and ZIP (decision 0070): no street
 * address, no parcel number, and the point rounded to about a kilometre.
 */
export function withoutAddress(detail: PropertyDetail, request: MyAddressRequest | null): PropertyDetail {
  return {
    ...detail,
    streetAddress: null,
    apn: null,
    latitude: approximateCoordinate(detail.latitude),
    longitude: approximateCoordinate(detail.longitude),
    addressHidden: true,
    addressRequest: request,
  };
}
