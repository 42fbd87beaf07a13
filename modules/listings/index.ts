import type { SqlEntityManager as EntityManager } from '@mikro-orm/sql';
import type { Container } from 'inversify';
import type { CommandBus } from '../shared/kernel/bus.ts';
import type { Clock } from '../shared/kernel/clock.ts';
import type { KeyValue } from '../shared/kernel/key-value.port.ts';
import type { SearchIndex } from '../shared/kernel/search-index.port.ts';
import { answers, handles, type ModuleDefinition } from '../shared/kernel/module.ts';
import { PLATFORM, token } from '../shared/kernel/tokens.ts';
import { PublishListing } from './application/commands/publish-listing/publish-listing.command.ts';
import { PublishListingHandler } from './application/commands/publish-listing/publish-listing.handler.ts';
import { GetDashboardMetrics } from './application/queries/get-dashboard-metrics/get-dashboard-metrics.query.ts';
import { GetDashboardMetricsHandler } from './application/queries/get-dashboard-metrics/get-dashboard-metrics.handler.ts';
import { AnalyzeDeal } from './application/queries/analyze-deal/analyze-deal.query.ts';
import { AnalyzeDealHandler } from './application/queries/analyze-deal/analyze-deal.handler.ts';
import { ListProperties } from './application/queries/list-properties/list-properties.query.ts';
import { ListPropertiesHandler } from './application/queries/list-properties/list-properties.handler.ts';
import { ListingDeleted, ListingPublished } from './contracts/events.ts';
import { PropertyDetailsProjector } from './infrastructure/projections/property-details.projector.ts';
import { GetProperty } from './application/queries/get-property/get-property.query.ts';
import { GetPropertyHandler } from './application/queries/get-property/get-property.handler.ts';
import { DeleteListing } from './application/commands/delete-listing/delete-listing.command.ts';
import { DeleteListingHandler } from './application/commands/delete-listing/delete-listing.handler.ts';
import { PropertySchema } from './domain/property.entity.ts';
import { listingsRouter } from './http/listings.routes.ts';
import { ListingsReindexer } from './infrastructure/projections/listings.reindexer.ts';
import { MarketMetricsProjector } from './infrastructure/projections/market-metrics.projector.ts';
import { PropertySearchProjector } from './infrastructure/projections/property-search.projector.ts';
import { ListingsSeeder } from './infrastructure/seed/listings.seeder.ts';
import { ListingsProperties } from './migrations/listings-0001-properties.ts';

const TOKENS = {
  PublishListing: token<PublishListingHandler>('listings.PublishListingHandler'),
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
};

const listingEvents = [ListingPublished.type, ListingDeleted.type];

export const listingsModule: ModuleDefinition = {
  name: 'listings',
  entities: [PropertySchema],
  migrations: [{ name: 'listings-0001-properties', class: ListingsProperties }],
  bind(container: Container) {
    container.bind(TOKENS.PublishListing).toResolvedValue((clock: Clock) => new PublishListingHandler(clock), [PLATFORM.Clock]);
    container.bind(TOKENS.ListProperties).toResolvedValue((search: SearchIndex) => new ListPropertiesHandler(search), [PLATFORM.SearchIndex]);
    container.bind(TOKENS.GetDashboardMetrics).toResolvedValue((kv: KeyValue) => new GetDashboardMetricsHandler(kv), [PLATFORM.KeyValue]);
    container.bind(TOKENS.AnalyzeDeal).toResolvedValue(() => new AnalyzeDealHandler());
    container.bind(TOKENS.PropertySearchProjector).toResolvedValue((search: SearchIndex) => new PropertySearchProjector(search), [PLATFORM.SearchIndex]);
    container.bind(TOKENS.PropertyDetails).toResolvedValue((kv: KeyValue) => new PropertyDetailsProjector(kv), [PLATFORM.KeyValue]);
    container.bind(TOKENS.GetProperty).toResolvedValue((details: PropertyDetailsProjector) => new GetPropertyHandler(details), [TOKENS.PropertyDetails]);
    container.bind(TOKENS.DeleteListing).toResolvedValue(() => new DeleteListingHandler());
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
        (em: EntityManager, commands: CommandBus, reindexer: ListingsReindexer) => new ListingsSeeder(em, commands, reindexer),
        [PLATFORM.EntityManager, PLATFORM.CommandBus, TOKENS.Reindexer],
      );
  },
  commands: [handles(PublishListing, TOKENS.PublishListing), handles(DeleteListing, TOKENS.DeleteListing)],
  queries: [
    answers(ListProperties, TOKENS.ListProperties),
    answers(GetProperty, TOKENS.GetProperty),
    answers(GetDashboardMetrics, TOKENS.GetDashboardMetrics),
    answers(AnalyzeDeal, TOKENS.AnalyzeDeal),
  ],
  subscribers: [
    { name: 'listings.property-search', events: listingEvents, handler: TOKENS.PropertySearchProjector },
    { name: 'listings.market-metrics', events: listingEvents, handler: TOKENS.MarketMetricsProjector },
    { name: 'listings.property-details', events: listingEvents, handler: TOKENS.PropertyDetails },
  ],
  router: listingsRouter,
  reindex: TOKENS.Reindexer,
  seed: TOKENS.Seeder,
};
