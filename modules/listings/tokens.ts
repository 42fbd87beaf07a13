import { token } from '../shared/kernel/tokens.ts';
import type { Geocoder } from './application/geocoder.ts';
import type { AddressRequests } from './application/read-models/property-detail.ts';
import type { SellerPlanLimits } from './application/plan-limits.ts';
import type { ZipCentroidGeocoder } from './infrastructure/geo/zip-centroid.geocoder.ts';
import type { ListingImages } from './infrastructure/images/listing-images.ts';
import type { ListingsReindexer } from './infrastructure/projections/listings.reindexer.ts';
import type { PropertyDetailsProjector } from './infrastructure/projections/property-details.projector.ts';

/**
 * The listings services its use cases (and its seeder) inject. `index.ts` binds them; they live
 * here so that a handler file can name its dependencies without importing `index.ts`.
 */
export const LISTINGS_SERVICES = {
  Geocoder: token<Geocoder>('listings.Geocoder'),
  ZipCentroids: token<ZipCentroidGeocoder>('listings.ZipCentroidGeocoder'),
  ListingImages: token<ListingImages>('listings.ListingImages'),
  PropertyDetails: token<PropertyDetailsProjector>('listings.PropertyDetailsProjector'),
  Reindexer: token<ListingsReindexer>('listings.Reindexer'),
  PlanLimits: token<SellerPlanLimits>('listings.SellerPlanLimits'),
  AddressRequests: token<AddressRequests>('listings.AddressRequests'),
} as const;
