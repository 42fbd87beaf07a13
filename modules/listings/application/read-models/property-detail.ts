import type { ListingSnapshot } from '../../contracts/events.ts';
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

/** The detail page's view of a listing: dollars at the edge, price per acre in whole dollars. */
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
  };
}
