import { BILLING_API, type BillingApi } from '../billing/contracts/api.ts';
import { SellerPlanLimits } from './application/plan-limits.ts';
import type { SqlEntityManager as EntityManager } from '@mikro-orm/sql';
import type { Container } from 'inversify';
import type { CommandBus } from '../shared/kernel/bus.ts';
import type { KeyValue } from '../shared/kernel/key-value.port.ts';
import type { SearchIndex } from '../shared/kernel/search-index.port.ts';
import type { ModuleDefinition } from '../shared/kernel/module.ts';
import { PLATFORM, token } from '../shared/kernel/tokens.ts';
import { bindWithDependencies } from '../shared/kernel/use-case.ts';
import { createListing } from './application/commands/create-listing/create-listing.handler.ts';
import { updateListing } from './application/commands/update-listing/update-listing.handler.ts';
import { changeListingStatus } from './application/commands/change-listing-status/change-listing-status.handler.ts';
import { recordListingView } from './application/commands/record-listing-view/record-listing-view.handler.ts';
import { ExpireListings } from './application/commands/expire-listings/expire-listings.command.ts';
import { expireListings } from './application/commands/expire-listings/expire-listings.handler.ts';
import { listMyListings } from './application/reports/list-my-listings/list-my-listings.handler.ts';
import { getMyListing } from './application/reports/get-my-listing/get-my-listing.handler.ts';
import { OnSellerPlanChanged, onSellerPlanChangedNeeds, SELLER_PLAN_EVENTS } from './application/subscribers/on-seller-plan-changed.ts';
import { SellerPlanSchema } from './domain/seller-plan.entity.ts';
import { ListingsSellerPlans } from './migrations/listings-0004-seller-plans.ts';
import { ListingsPhotoUploads } from './migrations/listings-0005-photo-uploads.ts';
import { ListingsFavoriteCounts } from './migrations/listings-0006-favorite-counts.ts';
import { ListingsJvTerms } from './migrations/listings-0007-jv-terms.ts';
import { ListingsPremiumSellers } from './migrations/listings-0008-premium-sellers.ts';
import { ListingsAnalytics } from './migrations/listings-0009-analytics.ts';
import { ListingsSellerSuspensions } from './migrations/listings-0010-seller-suspensions.ts';
import { OnSellerSuspension, SELLER_SUSPENSION_EVENTS } from './application/subscribers/on-seller-suspension.ts';
import { OFFER_EVENTS, OnOfferAccepted } from './application/subscribers/on-offer-accepted.ts';
import { ListingsCreatedAtIndex } from './migrations/listings-0011-created-at-index.ts';
import { ListingsListingReviews } from './migrations/listings-0012-listing-reviews.ts';
import { ListingsModerationTableIndexes } from './migrations/listings-0013-moderation-table-indexes.ts';
import { ListingsAddressGating } from './migrations/listings-0014-address-gating.ts';
import { AddressRequestSchema } from './domain/address-request.entity.ts';
import { setAddressGate } from './application/commands/set-address-gate/set-address-gate.handler.ts';
import { requestAddress } from './application/commands/request-address/request-address.handler.ts';
import { decideAddressRequest } from './application/commands/decide-address-request/decide-address-request.handler.ts';
import { listAddressRequests } from './application/reports/list-address-requests/list-address-requests.handler.ts';
import { PostgresAddressRequests } from './infrastructure/address-requests.ts';
import { ListingReportSchema } from './domain/listing-report.entity.ts';
import { resubmitListing } from './application/commands/resubmit-listing/resubmit-listing.handler.ts';
import { reportListing } from './application/commands/report-listing/report-listing.handler.ts';
import { moderateListing } from './application/commands/moderate-listing/moderate-listing.handler.ts';
import {
  exportAdminListings,
  getAdminListing,
  listAdminListings,
} from './application/reports/list-admin-listings/list-admin-listings.handler.ts';
import { exportAdminListingsEndpoint } from './http/admin-listings-export.endpoint.ts';
import { getListingsFigures } from './application/reports/get-admin-figures/get-admin-figures.handler.ts';
import { getSellerAnalytics } from './application/reports/get-seller-analytics/get-seller-analytics.handler.ts';
import { getListingAnalytics } from './application/reports/get-listing-analytics/get-listing-analytics.handler.ts';
import { LISTING_ACTIVITY_EVENTS, OnListingActivity } from './application/subscribers/on-listing-activity.ts';
import { FAVORITE_EVENTS, OnFavoriteChanged } from './application/subscribers/on-favorite-changed.ts';
import { PhotoUploadSchema } from './domain/photo-upload.entity.ts';
import { PurgeUnusedPhotos } from './application/commands/purge-unused-photos/purge-unused-photos.command.ts';
import { purgeUnusedPhotos } from './application/commands/purge-unused-photos/purge-unused-photos.handler.ts';
import { getDashboardMetrics } from './application/queries/get-dashboard-metrics/get-dashboard-metrics.handler.ts';
import { analyzeDeal } from './application/queries/analyze-deal/analyze-deal.handler.ts';
import { listProperties } from './application/queries/list-properties/list-properties.handler.ts';
import { ListingDeleted, ListingViewed, SNAPSHOT_EVENTS } from './contracts/events.ts';
import { PropertyDetailsProjector } from './infrastructure/projections/property-details.projector.ts';
import { getProperty } from './application/queries/get-property/get-property.handler.ts';
import { deleteListing } from './application/commands/delete-listing/delete-listing.handler.ts';
import { PropertySchema } from './domain/property.entity.ts';
import { uploadListingPhotosEndpoint } from './http/listing-photos.endpoint.ts';
import { recordListingViewEndpoint } from './http/listing-views.endpoint.ts';
import { sharedAnalysisEndpoint } from './http/shared-analysis.endpoint.ts';
import { propertyPageMeta } from './http/property-page-meta.ts';
import { ListingsReindexer } from './infrastructure/projections/listings.reindexer.ts';
import { MarketMetricsProjector } from './infrastructure/projections/market-metrics.projector.ts';
import { PropertySearchProjector } from './infrastructure/projections/property-search.projector.ts';
import { ListingsSeeder } from './infrastructure/seed/listings.seeder.ts';
import { ListingsProperties } from './migrations/listings-0001-properties.ts';
import { ListingsPropertyDetails } from './migrations/listings-0003-property-details.ts';
import { ListingsSavedAnalyses } from './migrations/listings-0002-saved-analyses.ts';
import { SavedAnalysisSchema } from './domain/saved-analysis.entity.ts';
import { saveAnalysis } from './application/commands/save-analysis/save-analysis.handler.ts';
import { updateAnalysis } from './application/commands/update-analysis/update-analysis.handler.ts';
import { duplicateAnalysis } from './application/commands/duplicate-analysis/duplicate-analysis.handler.ts';
import { deleteAnalysis } from './application/commands/delete-analysis/delete-analysis.handler.ts';
import { shareAnalysis } from './application/commands/share-analysis/share-analysis.handler.ts';
import { listSavedAnalyses } from './application/reports/list-saved-analyses/list-saved-analyses.handler.ts';
import { getSavedAnalysis } from './application/reports/get-saved-analysis/get-saved-analysis.handler.ts';
import { getSharedAnalysis } from './application/reports/get-shared-analysis/get-shared-analysis.handler.ts';
import { ZipCentroidGeocoder } from './infrastructure/geo/zip-centroid.geocoder.ts';
import type { Geocoder } from './application/geocoder.ts';
import { geocodeLocation } from './application/queries/geocode-location/geocode-location.handler.ts';
import { searchProperties } from './application/queries/search-properties/search-properties.handler.ts';
import { mapMarkers } from './application/queries/map-markers/map-markers.handler.ts';
import { similarProperties } from './application/queries/similar-properties/similar-properties.handler.ts';
import { ListingImages } from './infrastructure/images/listing-images.ts';
import { uploadListingImages } from './application/commands/upload-listing-images/upload-listing-images.handler.ts';
import type { Storage } from '../shared/kernel/storage.port.ts';
import type { Photos } from '../shared/kernel/photos.port.ts';
import { LISTINGS_API } from './contracts/api.ts';
import { ListingsApiImpl } from './infrastructure/listings-api.ts';
import { LISTINGS_SERVICES } from './tokens.ts';

const TOKENS = {
  OnSellerPlanChanged: token<OnSellerPlanChanged>('listings.OnSellerPlanChanged'),
  OnFavoriteChanged: token<OnFavoriteChanged>('listings.OnFavoriteChanged'),
  OnListingActivity: token<OnListingActivity>('listings.OnListingActivity'),
  OnSellerSuspension: token<OnSellerSuspension>('listings.OnSellerSuspension'),
  OnOfferAccepted: token<OnOfferAccepted>('listings.OnOfferAccepted'),
  PropertySearchProjector: token<PropertySearchProjector>('listings.PropertySearchProjector'),
  MarketMetricsProjector: token<MarketMetricsProjector>('listings.MarketMetricsProjector'),
  Seeder: token<ListingsSeeder>('listings.Seeder'),
};

/** every listing event the listings projections mirror: full snapshots, deletions and view counts */
const listingEvents = [...SNAPSHOT_EVENTS.map((event) => event.type), ListingDeleted.type, ListingViewed.type];

export const listingsModule: ModuleDefinition = {
  name: 'listings',
  entities: [PropertySchema, SavedAnalysisSchema, SellerPlanSchema, PhotoUploadSchema, ListingReportSchema, AddressRequestSchema],
  migrations: [
    { name: 'listings-0001-properties', class: ListingsProperties },
    { name: 'listings-0002-saved-analyses', class: ListingsSavedAnalyses },
    { name: 'listings-0003-property-details', class: ListingsPropertyDetails },
    { name: 'listings-0004-seller-plans', class: ListingsSellerPlans },
    { name: 'listings-0005-photo-uploads', class: ListingsPhotoUploads },
    { name: 'listings-0006-favorite-counts', class: ListingsFavoriteCounts },
    { name: 'listings-0007-jv-terms', class: ListingsJvTerms },
    { name: 'listings-0008-premium-sellers', class: ListingsPremiumSellers },
    { name: 'listings-0009-analytics', class: ListingsAnalytics },
    { name: 'listings-0010-seller-suspensions', class: ListingsSellerSuspensions },
    { name: 'listings-0011-created-at-index', class: ListingsCreatedAtIndex },
    { name: 'listings-0012-listing-reviews', class: ListingsListingReviews },
    { name: 'listings-0013-moderation-table-indexes', class: ListingsModerationTableIndexes },
    { name: 'listings-0014-address-gating', class: ListingsAddressGating },
  ],
  bind(container: Container) {
    container.bind(LISTINGS_SERVICES.ZipCentroids).toResolvedValue(() => new ZipCentroidGeocoder());
    container.bind(LISTINGS_SERVICES.Geocoder).toResolvedValue((places: ZipCentroidGeocoder) => places, [LISTINGS_SERVICES.ZipCentroids]);
    container.bind(LISTINGS_SERVICES.PlanLimits).toResolvedValue((billing: BillingApi) => new SellerPlanLimits(billing), [BILLING_API]);
    container.bind(TOKENS.OnFavoriteChanged).toResolvedValue(() => new OnFavoriteChanged());
    container.bind(TOKENS.OnListingActivity).toResolvedValue(() => new OnListingActivity());
    container.bind(TOKENS.OnSellerSuspension).toResolvedValue(() => new OnSellerSuspension());
    container.bind(TOKENS.OnOfferAccepted).toResolvedValue(() => new OnOfferAccepted());
    bindWithDependencies(container, TOKENS.OnSellerPlanChanged, onSellerPlanChangedNeeds, OnSellerPlanChanged);
    container
      .bind(TOKENS.PropertySearchProjector)
      .toResolvedValue(
        (search: SearchIndex, kv: KeyValue) => new PropertySearchProjector(search, kv),
        [PLATFORM.SearchIndex, PLATFORM.KeyValue],
      );
    container
      .bind(LISTINGS_SERVICES.ListingImages)
      .toResolvedValue((storage: Storage, photos: Photos) => new ListingImages(storage, photos), [PLATFORM.Storage, PLATFORM.Photos]);
    container
      .bind(LISTINGS_SERVICES.PropertyDetails)
      .toResolvedValue((kv: KeyValue) => new PropertyDetailsProjector(kv), [PLATFORM.KeyValue]);
    container
      .bind(LISTINGS_API)
      .toResolvedValue(
        (details: PropertyDetailsProjector, geocoder: Geocoder, em: EntityManager) => new ListingsApiImpl(details, geocoder, em),
        [LISTINGS_SERVICES.PropertyDetails, LISTINGS_SERVICES.Geocoder, PLATFORM.EntityManager],
      );
    container
      .bind(LISTINGS_SERVICES.AddressRequests)
      .toResolvedValue((em: EntityManager) => new PostgresAddressRequests(em), [PLATFORM.EntityManager]);
    container.bind(TOKENS.MarketMetricsProjector).toResolvedValue((kv: KeyValue) => new MarketMetricsProjector(kv), [PLATFORM.KeyValue]);
    container
      .bind(LISTINGS_SERVICES.Reindexer)
      .toResolvedValue(
        (em: EntityManager, search: SearchIndex, kv: KeyValue) => new ListingsReindexer(em, search, kv),
        [PLATFORM.EntityManager, PLATFORM.SearchIndex, PLATFORM.KeyValue],
      );
    container
      .bind(TOKENS.Seeder)
      .toResolvedValue(
        (em: EntityManager, commands: CommandBus, reindexer: ListingsReindexer, images: ListingImages, places: ZipCentroidGeocoder) =>
          new ListingsSeeder(em, commands, reindexer, images, places),
        [
          PLATFORM.EntityManager,
          PLATFORM.CommandBus,
          LISTINGS_SERVICES.Reindexer,
          LISTINGS_SERVICES.ListingImages,
          LISTINGS_SERVICES.ZipCentroids,
        ],
      );
  },
  commands: [
    uploadListingImages,
    createListing,
    updateListing,
    changeListingStatus,
    resubmitListing,
    reportListing,
    moderateListing,
    recordListingView,
    expireListings,
    deleteListing,
    purgeUnusedPhotos,
    saveAnalysis,
    updateAnalysis,
    duplicateAnalysis,
    deleteAnalysis,
    shareAnalysis,
    setAddressGate,
    requestAddress,
    decideAddressRequest,
  ],
  queries: [
    getListingsFigures,
    listAdminListings,
    exportAdminListings,
    getAdminListing,
    listProperties,
    getProperty,
    getDashboardMetrics,
    analyzeDeal,
    listSavedAnalyses,
    getSavedAnalysis,
    getSharedAnalysis,
    listMyListings,
    getMyListing,
    getSellerAnalytics,
    getListingAnalytics,
    geocodeLocation,
    searchProperties,
    mapMarkers,
    similarProperties,
    listAddressRequests,
  ],
  subscribers: [
    { name: 'listings.property-search', events: listingEvents, handler: TOKENS.PropertySearchProjector },
    { name: 'listings.market-metrics', events: listingEvents, handler: TOKENS.MarketMetricsProjector },
    { name: 'listings.property-details', events: listingEvents, handler: LISTINGS_SERVICES.PropertyDetails },
    { name: 'listings.seller-plans', events: SELLER_PLAN_EVENTS.map((event) => event.type), handler: TOKENS.OnSellerPlanChanged },
    { name: 'listings.favorite-counts', events: FAVORITE_EVENTS.map((event) => event.type), handler: TOKENS.OnFavoriteChanged },
    { name: 'listings.analytics', events: LISTING_ACTIVITY_EVENTS.map((event) => event.type), handler: TOKENS.OnListingActivity },
    {
      name: 'listings.seller-suspensions',
      events: SELLER_SUSPENSION_EVENTS.map((event) => event.type),
      handler: TOKENS.OnSellerSuspension,
    },
    { name: 'listings.accepted-offers', events: OFFER_EVENTS.map((event) => event.type), handler: TOKENS.OnOfferAccepted },
  ],
  jobs: [
    { name: 'listings.expire-listings', everyMs: 5 * 60_000, command: ExpireListings },
    { name: 'listings.purge-unused-photos', everyMs: 10 * 60_000, command: PurgeUnusedPhotos },
  ],
  endpoints: [uploadListingPhotosEndpoint, recordListingViewEndpoint, sharedAnalysisEndpoint, exportAdminListingsEndpoint],
  pageMeta: propertyPageMeta,
  reindex: [LISTINGS_SERVICES.Reindexer],
  seed: TOKENS.Seeder,
};
