import type { SqlEntityManager as EntityManager } from '@mikro-orm/sql';
import type { Container } from 'inversify';
import type { CommandBus } from '../shared/kernel/bus.ts';
import type { Clock } from '../shared/kernel/clock.ts';
import type { KeyValue } from '../shared/kernel/key-value.port.ts';
import type { SearchIndex } from '../shared/kernel/search-index.port.ts';
import { answers, handles, type ModuleDefinition } from '../shared/kernel/module.ts';
import { PLATFORM, token } from '../shared/kernel/tokens.ts';
import { CreateListing } from './application/commands/create-listing/create-listing.command.ts';
import { CreateListingHandler } from './application/commands/create-listing/create-listing.handler.ts';
import { UpdateListing } from './application/commands/update-listing/update-listing.command.ts';
import { UpdateListingHandler } from './application/commands/update-listing/update-listing.handler.ts';
import { ChangeListingStatus } from './application/commands/change-listing-status/change-listing-status.command.ts';
import { ChangeListingStatusHandler } from './application/commands/change-listing-status/change-listing-status.handler.ts';
import { RecordListingView } from './application/commands/record-listing-view/record-listing-view.command.ts';
import { RecordListingViewHandler } from './application/commands/record-listing-view/record-listing-view.handler.ts';
import { ExpireListings } from './application/commands/expire-listings/expire-listings.command.ts';
import { ExpireListingsHandler } from './application/commands/expire-listings/expire-listings.handler.ts';
import { ListMyListings } from './application/reports/list-my-listings/list-my-listings.query.ts';
import { ListMyListingsHandler } from './application/reports/list-my-listings/list-my-listings.handler.ts';
import { GetMyListing } from './application/reports/get-my-listing/get-my-listing.query.ts';
import { GetMyListingHandler } from './application/reports/get-my-listing/get-my-listing.handler.ts';
import { OnSellerPlanChanged, SELLER_PLAN_EVENTS } from './application/subscribers/on-seller-plan-changed.ts';
import { SellerPlanSchema } from './domain/seller-plan.entity.ts';
import { ListingsSellerPlans } from './migrations/listings-0004-seller-plans.ts';
import { ListingsPhotoUploads } from './migrations/listings-0005-photo-uploads.ts';
import { PhotoUploadSchema } from './domain/photo-upload.entity.ts';
import { PurgeUnusedPhotos } from './application/commands/purge-unused-photos/purge-unused-photos.command.ts';
import { PurgeUnusedPhotosHandler } from './application/commands/purge-unused-photos/purge-unused-photos.handler.ts';
import type { RateLimiter } from '../shared/kernel/rate-limit.ts';
import { GetDashboardMetrics } from './application/queries/get-dashboard-metrics/get-dashboard-metrics.query.ts';
import { GetDashboardMetricsHandler } from './application/queries/get-dashboard-metrics/get-dashboard-metrics.handler.ts';
import { AnalyzeDeal } from './application/queries/analyze-deal/analyze-deal.query.ts';
import { AnalyzeDealHandler } from './application/queries/analyze-deal/analyze-deal.handler.ts';
import { ListProperties } from './application/queries/list-properties/list-properties.query.ts';
import { ListPropertiesHandler } from './application/queries/list-properties/list-properties.handler.ts';
import { ListingDeleted, ListingViewed, SNAPSHOT_EVENTS } from './contracts/events.ts';
import { PropertyDetailsProjector } from './infrastructure/projections/property-details.projector.ts';
import { GetProperty } from './application/queries/get-property/get-property.query.ts';
import { GetPropertyHandler } from './application/queries/get-property/get-property.handler.ts';
import { DeleteListing } from './application/commands/delete-listing/delete-listing.command.ts';
import { DeleteListingHandler } from './application/commands/delete-listing/delete-listing.handler.ts';
import { PropertySchema } from './domain/property.entity.ts';
import { listingsRouter } from './http/listings.routes.ts';
import { propertyPageMeta } from './http/property-page-meta.ts';
import { ListingsReindexer } from './infrastructure/projections/listings.reindexer.ts';
import { MarketMetricsProjector } from './infrastructure/projections/market-metrics.projector.ts';
import { PropertySearchProjector } from './infrastructure/projections/property-search.projector.ts';
import { ListingsSeeder } from './infrastructure/seed/listings.seeder.ts';
import { ListingsProperties } from './migrations/listings-0001-properties.ts';
import { ListingsPropertyDetails } from './migrations/listings-0003-property-details.ts';
import { ListingsSavedAnalyses } from './migrations/listings-0002-saved-analyses.ts';
import { SavedAnalysisSchema } from './domain/saved-analysis.entity.ts';
import type { PlatformSettings } from '../shared/kernel/settings.ts';
import { SaveAnalysis } from './application/commands/save-analysis/save-analysis.command.ts';
import { SaveAnalysisHandler } from './application/commands/save-analysis/save-analysis.handler.ts';
import { UpdateAnalysis } from './application/commands/update-analysis/update-analysis.command.ts';
import { UpdateAnalysisHandler } from './application/commands/update-analysis/update-analysis.handler.ts';
import { DuplicateAnalysis } from './application/commands/duplicate-analysis/duplicate-analysis.command.ts';
import { DuplicateAnalysisHandler } from './application/commands/duplicate-analysis/duplicate-analysis.handler.ts';
import { DeleteAnalysis } from './application/commands/delete-analysis/delete-analysis.command.ts';
import { DeleteAnalysisHandler } from './application/commands/delete-analysis/delete-analysis.handler.ts';
import { ShareAnalysis } from './application/commands/share-analysis/share-analysis.command.ts';
import { ShareAnalysisHandler } from './application/commands/share-analysis/share-analysis.handler.ts';
import { ListSavedAnalyses } from './application/reports/list-saved-analyses/list-saved-analyses.query.ts';
import { ListSavedAnalysesHandler } from './application/reports/list-saved-analyses/list-saved-analyses.handler.ts';
import { GetSavedAnalysis } from './application/reports/get-saved-analysis/get-saved-analysis.query.ts';
import { GetSavedAnalysisHandler } from './application/reports/get-saved-analysis/get-saved-analysis.handler.ts';
import { GetSharedAnalysis } from './application/reports/get-shared-analysis/get-shared-analysis.query.ts';
import { GetSharedAnalysisHandler } from './application/reports/get-shared-analysis/get-shared-analysis.handler.ts';
import { GEOCODER, type Geocoder } from './application/geocoder.ts';
import { ZipCentroidGeocoder } from './infrastructure/geo/zip-centroid.geocoder.ts';
import { GeocodeLocation } from './application/queries/geocode-location/geocode-location.query.ts';
import { GeocodeLocationHandler } from './application/queries/geocode-location/geocode-location.handler.ts';
import { SearchProperties } from './application/queries/search-properties/search-properties.query.ts';
import { SearchPropertiesHandler } from './application/queries/search-properties/search-properties.handler.ts';
import { MapMarkers } from './application/queries/map-markers/map-markers.query.ts';
import { MapMarkersHandler } from './application/queries/map-markers/map-markers.handler.ts';
import { SimilarProperties } from './application/queries/similar-properties/similar-properties.query.ts';
import { SimilarPropertiesHandler } from './application/queries/similar-properties/similar-properties.handler.ts';
import { ListingImages } from './infrastructure/images/listing-images.ts';
import { UploadListingImages } from './application/commands/upload-listing-images/upload-listing-images.command.ts';
import { UploadListingImagesHandler } from './application/commands/upload-listing-images/upload-listing-images.handler.ts';
import type { Storage } from '../shared/kernel/storage.port.ts';
import { ENGAGEMENT_API, type EngagementApi } from '../engagement/contracts/api.ts';
import { LISTINGS_API } from './contracts/api.ts';
import { ListingsApiImpl } from './infrastructure/listings-api.ts';

const TOKENS = {
  CreateListing: token<CreateListingHandler>('listings.CreateListingHandler'),
  UpdateListing: token<UpdateListingHandler>('listings.UpdateListingHandler'),
  ChangeListingStatus: token<ChangeListingStatusHandler>('listings.ChangeListingStatusHandler'),
  RecordListingView: token<RecordListingViewHandler>('listings.RecordListingViewHandler'),
  ExpireListings: token<ExpireListingsHandler>('listings.ExpireListingsHandler'),
  ListMyListings: token<ListMyListingsHandler>('listings.ListMyListingsHandler'),
  GetMyListing: token<GetMyListingHandler>('listings.GetMyListingHandler'),
  OnSellerPlanChanged: token<OnSellerPlanChanged>('listings.OnSellerPlanChanged'),
  ListProperties: token<ListPropertiesHandler>('listings.ListPropertiesHandler'),
  GetDashboardMetrics: token<GetDashboardMetricsHandler>('listings.GetDashboardMetricsHandler'),
  AnalyzeDeal: token<AnalyzeDealHandler>('listings.AnalyzeDealHandler'),
  PropertySearchProjector: token<PropertySearchProjector>('listings.PropertySearchProjector'),
  MarketMetricsProjector: token<MarketMetricsProjector>('listings.MarketMetricsProjector'),
  Reindexer: token<ListingsReindexer>('listings.Reindexer'),
  Seeder: token<ListingsSeeder>('listings.Seeder'),
  PropertyDetails: token<PropertyDetailsProjector>('listings.PropertyDetailsProjector'),
  GetProperty: token<GetPropertyHandler>('listings.GetPropertyHandler'),
  DeleteListing: token<DeleteListingHandler>('listings.DeleteListingHandler'),
  SaveAnalysis: token<SaveAnalysisHandler>('listings.SaveAnalysisHandler'),
  UpdateAnalysis: token<UpdateAnalysisHandler>('listings.UpdateAnalysisHandler'),
  DuplicateAnalysis: token<DuplicateAnalysisHandler>('listings.DuplicateAnalysisHandler'),
  DeleteAnalysis: token<DeleteAnalysisHandler>('listings.DeleteAnalysisHandler'),
  ShareAnalysis: token<ShareAnalysisHandler>('listings.ShareAnalysisHandler'),
  ListSavedAnalyses: token<ListSavedAnalysesHandler>('listings.ListSavedAnalysesHandler'),
  GetSavedAnalysis: token<GetSavedAnalysisHandler>('listings.GetSavedAnalysisHandler'),
  GetSharedAnalysis: token<GetSharedAnalysisHandler>('listings.GetSharedAnalysisHandler'),
  GeocodeLocation: token<GeocodeLocationHandler>('listings.GeocodeLocationHandler'),
  SearchProperties: token<SearchPropertiesHandler>('listings.SearchPropertiesHandler'),
  MapMarkers: token<MapMarkersHandler>('listings.MapMarkersHandler'),
  SimilarProperties: token<SimilarPropertiesHandler>('listings.SimilarPropertiesHandler'),
  ListingImages: token<ListingImages>('listings.ListingImages'),
  ZipCentroids: token<ZipCentroidGeocoder>('listings.ZipCentroidGeocoder'),
  UploadListingImages: token<UploadListingImagesHandler>('listings.UploadListingImagesHandler'),
  PurgeUnusedPhotos: token<PurgeUnusedPhotosHandler>('listings.PurgeUnusedPhotosHandler'),
};

/** every listing event the listings projections mirror: full snapshots, deletions and view counts */
const listingEvents = [...SNAPSHOT_EVENTS.map((event) => event.type), ListingDeleted.type, ListingViewed.type];

export const listingsModule: ModuleDefinition = {
  name: 'listings',
  entities: [PropertySchema, SavedAnalysisSchema, SellerPlanSchema, PhotoUploadSchema],
  migrations: [
    { name: 'listings-0001-properties', class: ListingsProperties },
    { name: 'listings-0002-saved-analyses', class: ListingsSavedAnalyses },
    { name: 'listings-0003-property-details', class: ListingsPropertyDetails },
    { name: 'listings-0004-seller-plans', class: ListingsSellerPlans },
    { name: 'listings-0005-photo-uploads', class: ListingsPhotoUploads },
  ],
  bind(container: Container) {
    container.bind(TOKENS.ZipCentroids).toResolvedValue(() => new ZipCentroidGeocoder());
    container.bind(GEOCODER).toResolvedValue((places: ZipCentroidGeocoder) => places, [TOKENS.ZipCentroids]);
    container.bind(TOKENS.GeocodeLocation).toResolvedValue((geocoder: Geocoder) => new GeocodeLocationHandler(geocoder), [GEOCODER]);
    container
      .bind(TOKENS.CreateListing)
      .toResolvedValue((clock: Clock, geocoder: Geocoder) => new CreateListingHandler(clock, geocoder), [PLATFORM.Clock, GEOCODER]);
    container
      .bind(TOKENS.UpdateListing)
      .toResolvedValue((clock: Clock, geocoder: Geocoder) => new UpdateListingHandler(clock, geocoder), [PLATFORM.Clock, GEOCODER]);
    container.bind(TOKENS.ChangeListingStatus).toResolvedValue((clock: Clock) => new ChangeListingStatusHandler(clock), [PLATFORM.Clock]);
    container
      .bind(TOKENS.RecordListingView)
      .toResolvedValue((kv: KeyValue, clock: Clock) => new RecordListingViewHandler(kv, clock), [PLATFORM.KeyValue, PLATFORM.Clock]);
    container.bind(TOKENS.ExpireListings).toResolvedValue((clock: Clock) => new ExpireListingsHandler(clock), [PLATFORM.Clock]);
    container
      .bind(TOKENS.ListMyListings)
      .toResolvedValue((em: EntityManager, engagement: EngagementApi) => new ListMyListingsHandler(em, engagement), [PLATFORM.EntityManager, ENGAGEMENT_API]);
    container.bind(TOKENS.GetMyListing).toResolvedValue((em: EntityManager) => new GetMyListingHandler(em), [PLATFORM.EntityManager]);
    container.bind(TOKENS.OnSellerPlanChanged).toResolvedValue((clock: Clock) => new OnSellerPlanChanged(clock), [PLATFORM.Clock]);
    container.bind(TOKENS.ListProperties).toResolvedValue((search: SearchIndex) => new ListPropertiesHandler(search), [PLATFORM.SearchIndex]);
    container.bind(TOKENS.GetDashboardMetrics).toResolvedValue((kv: KeyValue) => new GetDashboardMetricsHandler(kv), [PLATFORM.KeyValue]);
    container.bind(TOKENS.AnalyzeDeal).toResolvedValue(() => new AnalyzeDealHandler());
    container
      .bind(TOKENS.PropertySearchProjector)
      .toResolvedValue((search: SearchIndex, kv: KeyValue) => new PropertySearchProjector(search, kv), [PLATFORM.SearchIndex, PLATFORM.KeyValue]);
    container.bind(TOKENS.SearchProperties).toResolvedValue((search: SearchIndex) => new SearchPropertiesHandler(search), [PLATFORM.SearchIndex]);
    container.bind(TOKENS.ListingImages).toResolvedValue((storage: Storage) => new ListingImages(storage), [PLATFORM.Storage]);
    container
      .bind(TOKENS.UploadListingImages)
      .toResolvedValue(
        (images: ListingImages, limiter: RateLimiter, clock: Clock) => new UploadListingImagesHandler(images, limiter, clock),
        [TOKENS.ListingImages, PLATFORM.RateLimiter, PLATFORM.Clock],
      );
    container
      .bind(TOKENS.PurgeUnusedPhotos)
      .toResolvedValue((images: ListingImages, clock: Clock) => new PurgeUnusedPhotosHandler(images, clock), [TOKENS.ListingImages, PLATFORM.Clock]);
    container.bind(TOKENS.MapMarkers).toResolvedValue((search: SearchIndex) => new MapMarkersHandler(search), [PLATFORM.SearchIndex]);
    container
      .bind(TOKENS.SimilarProperties)
      .toResolvedValue(
        (search: SearchIndex, details: PropertyDetailsProjector) => new SimilarPropertiesHandler(search, details),
        [PLATFORM.SearchIndex, TOKENS.PropertyDetails],
      );
    container.bind(TOKENS.PropertyDetails).toResolvedValue((kv: KeyValue) => new PropertyDetailsProjector(kv), [PLATFORM.KeyValue]);
    container.bind(LISTINGS_API).toResolvedValue((details: PropertyDetailsProjector) => new ListingsApiImpl(details), [TOKENS.PropertyDetails]);
    container.bind(TOKENS.GetProperty).toResolvedValue((details: PropertyDetailsProjector) => new GetPropertyHandler(details), [TOKENS.PropertyDetails]);
    container
      .bind(TOKENS.DeleteListing)
      .toResolvedValue(
        (images: ListingImages, em: EntityManager, clock: Clock) => new DeleteListingHandler(images, em, clock),
        [TOKENS.ListingImages, PLATFORM.EntityManager, PLATFORM.Clock],
      );
    container
      .bind(TOKENS.SaveAnalysis)
      .toResolvedValue((clock: Clock, settings: PlatformSettings) => new SaveAnalysisHandler(clock, settings), [PLATFORM.Clock, PLATFORM.Settings]);
    container
      .bind(TOKENS.UpdateAnalysis)
      .toResolvedValue((clock: Clock, settings: PlatformSettings) => new UpdateAnalysisHandler(clock, settings), [PLATFORM.Clock, PLATFORM.Settings]);
    container
      .bind(TOKENS.DuplicateAnalysis)
      .toResolvedValue((clock: Clock, settings: PlatformSettings) => new DuplicateAnalysisHandler(clock, settings), [PLATFORM.Clock, PLATFORM.Settings]);
    container.bind(TOKENS.DeleteAnalysis).toResolvedValue(() => new DeleteAnalysisHandler());
    container.bind(TOKENS.ShareAnalysis).toResolvedValue((settings: PlatformSettings) => new ShareAnalysisHandler(settings), [PLATFORM.Settings]);
    container.bind(TOKENS.ListSavedAnalyses).toResolvedValue((em: EntityManager) => new ListSavedAnalysesHandler(em), [PLATFORM.EntityManager]);
    container
      .bind(TOKENS.GetSavedAnalysis)
      .toResolvedValue((em: EntityManager, settings: PlatformSettings) => new GetSavedAnalysisHandler(em, settings), [PLATFORM.EntityManager, PLATFORM.Settings]);
    container.bind(TOKENS.GetSharedAnalysis).toResolvedValue((em: EntityManager) => new GetSharedAnalysisHandler(em), [PLATFORM.EntityManager]);
    container.bind(TOKENS.MarketMetricsProjector).toResolvedValue((kv: KeyValue) => new MarketMetricsProjector(kv), [PLATFORM.KeyValue]);
    container
      .bind(TOKENS.Reindexer)
      .toResolvedValue(
        (em: EntityManager, search: SearchIndex, kv: KeyValue) => new ListingsReindexer(em, search, kv),
        [PLATFORM.EntityManager, PLATFORM.SearchIndex, PLATFORM.KeyValue],
      );
    container
      .bind(TOKENS.Seeder)
      .toResolvedValue(
        (em: EntityManager, commands: CommandBus, reindexer: ListingsReindexer, images: ListingImages, places: ZipCentroidGeocoder) =>
          new ListingsSeeder(em, commands, reindexer, images, places),
        [PLATFORM.EntityManager, PLATFORM.CommandBus, TOKENS.Reindexer, TOKENS.ListingImages, TOKENS.ZipCentroids],
      );
  },
  commands: [
    handles(UploadListingImages, TOKENS.UploadListingImages),
    handles(CreateListing, TOKENS.CreateListing),
    handles(UpdateListing, TOKENS.UpdateListing),
    handles(ChangeListingStatus, TOKENS.ChangeListingStatus),
    handles(RecordListingView, TOKENS.RecordListingView),
    handles(ExpireListings, TOKENS.ExpireListings),
    handles(DeleteListing, TOKENS.DeleteListing),
    handles(PurgeUnusedPhotos, TOKENS.PurgeUnusedPhotos),
    handles(SaveAnalysis, TOKENS.SaveAnalysis),
    handles(UpdateAnalysis, TOKENS.UpdateAnalysis),
    handles(DuplicateAnalysis, TOKENS.DuplicateAnalysis),
    handles(DeleteAnalysis, TOKENS.DeleteAnalysis),
    handles(ShareAnalysis, TOKENS.ShareAnalysis),
  ],
  queries: [
    answers(ListProperties, TOKENS.ListProperties),
    answers(GetProperty, TOKENS.GetProperty),
    answers(GetDashboardMetrics, TOKENS.GetDashboardMetrics),
    answers(AnalyzeDeal, TOKENS.AnalyzeDeal),
    answers(ListSavedAnalyses, TOKENS.ListSavedAnalyses),
    answers(GetSavedAnalysis, TOKENS.GetSavedAnalysis),
    answers(GetSharedAnalysis, TOKENS.GetSharedAnalysis),
    answers(ListMyListings, TOKENS.ListMyListings),
    answers(GetMyListing, TOKENS.GetMyListing),
    answers(GeocodeLocation, TOKENS.GeocodeLocation),
    answers(SearchProperties, TOKENS.SearchProperties),
    answers(MapMarkers, TOKENS.MapMarkers),
    answers(SimilarProperties, TOKENS.SimilarProperties),
  ],
  subscribers: [
    { name: 'listings.property-search', events: listingEvents, handler: TOKENS.PropertySearchProjector },
    { name: 'listings.market-metrics', events: listingEvents, handler: TOKENS.MarketMetricsProjector },
    { name: 'listings.property-details', events: listingEvents, handler: TOKENS.PropertyDetails },
    { name: 'listings.seller-plans', events: SELLER_PLAN_EVENTS.map((event) => event.type), handler: TOKENS.OnSellerPlanChanged },
  ],
  jobs: [
    { name: 'listings.expire-listings', everyMs: 5 * 60_000, command: ExpireListings },
    { name: 'listings.purge-unused-photos', everyMs: 10 * 60_000, command: PurgeUnusedPhotos },
  ],
  router: listingsRouter,
  pageMeta: propertyPageMeta,
  reindex: TOKENS.Reindexer,
  seed: TOKENS.Seeder,
};
