import type { Container } from 'inversify';
import { ListingDeleted } from '../listings/contracts/events.ts';
import type { ModuleDefinition } from '../shared/kernel/module.ts';
import { token } from '../shared/kernel/tokens.ts';
import { addFavorite } from './application/commands/add-favorite/add-favorite.handler.ts';
import { removeFavorite } from './application/commands/remove-favorite/remove-favorite.handler.ts';
import { listFavorites } from './application/reports/list-favorites/list-favorites.handler.ts';
import { OnListingDeleted } from './application/subscribers/on-listing-deleted.ts';
import { FavoriteSchema } from './domain/favorite.entity.ts';
import { engagementRouter } from './http/engagement.routes.ts';
import { EngagementSchema } from './migrations/engagement-0001-schema.ts';
import { EngagementFavorites } from './migrations/engagement-0002-favorites.ts';

const TOKENS = {
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
    container.bind(TOKENS.OnListingDeleted).toResolvedValue(() => new OnListingDeleted());
  },
  commands: [addFavorite, removeFavorite],
  queries: [listFavorites],
  subscribers: [{ name: 'engagement.favorites-of-deleted-listings', events: [ListingDeleted.type], handler: TOKENS.OnListingDeleted }],
  router: engagementRouter,
};
