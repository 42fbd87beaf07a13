import type { SqlEntityManager as EntityManager } from '@mikro-orm/sql';
import type { Container } from 'inversify';
import { BILLING_API, type BillingApi } from '../billing/contracts/api.ts';
import { LISTINGS_API, type ListingsApi } from '../listings/contracts/api.ts';
import { ListingDeleted } from '../listings/contracts/events.ts';
import type { Clock } from '../shared/kernel/clock.ts';
import { answers, handles, type ModuleDefinition } from '../shared/kernel/module.ts';
import { PLATFORM, token } from '../shared/kernel/tokens.ts';
import { AddFavorite } from './application/commands/add-favorite/add-favorite.command.ts';
import { AddFavoriteHandler } from './application/commands/add-favorite/add-favorite.handler.ts';
import { RemoveFavorite } from './application/commands/remove-favorite/remove-favorite.command.ts';
import { RemoveFavoriteHandler } from './application/commands/remove-favorite/remove-favorite.handler.ts';
import { ListFavorites } from './application/reports/list-favorites/list-favorites.query.ts';
import { ListFavoritesHandler } from './application/reports/list-favorites/list-favorites.handler.ts';
import { OnListingDeleted } from './application/subscribers/on-listing-deleted.ts';
import { ENGAGEMENT_API } from './contracts/api.ts';
import { FavoriteSchema } from './domain/favorite.entity.ts';
import { engagementRouter } from './http/engagement.routes.ts';
import { EngagementApiImpl } from './infrastructure/engagement-api.ts';
import { EngagementSchema } from './migrations/engagement-0001-schema.ts';
import { EngagementFavorites } from './migrations/engagement-0002-favorites.ts';

const TOKENS = {
  AddFavorite: token<AddFavoriteHandler>('engagement.AddFavoriteHandler'),
  RemoveFavorite: token<RemoveFavoriteHandler>('engagement.RemoveFavoriteHandler'),
  ListFavorites: token<ListFavoritesHandler>('engagement.ListFavoritesHandler'),
  OnListingDeleted: token<OnListingDeleted>('engagement.OnListingDeleted'),
};

/** Owns favorites, saved searches and alerts, conversations and messages, JV board, connections, notifications. */
export const engagementModule: ModuleDefinition = {
  name: 'engagement',
  entities: [FavoriteSchema],
  migrations: [
    { name: 'engagement-0001-schema', class: EngagementSchema },
    { name: 'engagement-0002-favorites', class: EngagementFavorites },
  ],
  bind(container: Container) {
    container.bind(ENGAGEMENT_API).toResolvedValue((em: EntityManager) => new EngagementApiImpl(em), [PLATFORM.EntityManager]);
    container
      .bind(TOKENS.AddFavorite)
      .toResolvedValue(
        (clock: Clock, listings: ListingsApi, billing: BillingApi) => new AddFavoriteHandler(clock, listings, billing),
        [PLATFORM.Clock, LISTINGS_API, BILLING_API],
      );
    container.bind(TOKENS.RemoveFavorite).toResolvedValue(() => new RemoveFavoriteHandler());
    container.bind(TOKENS.ListFavorites).toResolvedValue((em: EntityManager) => new ListFavoritesHandler(em), [PLATFORM.EntityManager]);
    container.bind(TOKENS.OnListingDeleted).toResolvedValue(() => new OnListingDeleted());
  },
  commands: [handles(AddFavorite, TOKENS.AddFavorite), handles(RemoveFavorite, TOKENS.RemoveFavorite)],
  queries: [answers(ListFavorites, TOKENS.ListFavorites)],
  subscribers: [{ name: 'engagement.favorites-of-deleted-listings', events: [ListingDeleted.type], handler: TOKENS.OnListingDeleted }],
  router: engagementRouter,
};
