import type { Container } from 'inversify';
import { ListingDeleted, ListingPublished, ListingUpdated } from '../../listings/contracts/events.ts';
import type { ModuleDefinition } from '../../shared/kernel/module.ts';
import { token } from '../../shared/kernel/tokens.ts';
import { bindWithDependencies } from '../../shared/kernel/use-case.ts';
import { addFavorite } from './application/commands/add-favorite/add-favorite.handler.ts';
import { createSavedSearch } from './application/commands/create-saved-search/create-saved-search.handler.ts';
import { deleteSavedSearch } from './application/commands/delete-saved-search/delete-saved-search.handler.ts';
import { MailListingAlerts } from './application/commands/mail-listing-alerts/mail-listing-alerts.command.ts';
import { mailListingAlerts } from './application/commands/mail-listing-alerts/mail-listing-alerts.handler.ts';
import { openSavedSearch } from './application/commands/open-saved-search/open-saved-search.handler.ts';
import { PruneSavedSearchChanges } from './application/commands/prune-saved-search-changes/prune-saved-search-changes.command.ts';
import { pruneSavedSearchChanges } from './application/commands/prune-saved-search-changes/prune-saved-search-changes.handler.ts';
import { removeFavorite } from './application/commands/remove-favorite/remove-favorite.handler.ts';
import { setDigestSchedule } from './application/commands/set-digest-schedule/set-digest-schedule.handler.ts';
import { updateSavedSearch } from './application/commands/update-saved-search/update-saved-search.handler.ts';
import { countListingDemand } from './application/reports/count-listing-demand/count-listing-demand.handler.ts';
import { listFavorites } from './application/reports/list-favorites/list-favorites.handler.ts';
import { listSavedSearchMatches } from './application/reports/list-saved-search-matches/list-saved-search-matches.handler.ts';
import { listSavedSearches } from './application/reports/list-saved-searches/list-saved-searches.handler.ts';
import { SAVED_SEARCH_MATCHER, SavedSearchMatcher } from './application/saved-search-matching.ts';
import { BUYER_PLAN_EVENTS, OnBuyerPlanChanged, onBuyerPlanChangedNeeds } from './application/subscribers/on-buyer-plan-changed.ts';
import { OnListingDeleted } from './application/subscribers/on-listing-deleted.ts';
import { OnListingForSavedSearches, onListingForSavedSearchesNeeds } from './application/subscribers/on-listing-for-saved-searches.ts';
import { FavoriteSchema } from './domain/favorite.entity.ts';
import { SavedSearchSchema } from './domain/saved-search.entity.ts';
import { saveSearchEndpoint } from './http/save-search.endpoint.ts';

const TOKENS = {
  OnListingDeleted: token<OnListingDeleted>('engagement.OnListingDeleted'),
  OnListingForSavedSearches: token<OnListingForSavedSearches>('engagement.OnListingForSavedSearches'),
  OnBuyerPlanChanged: token<OnBuyerPlanChanged>('engagement.OnBuyerPlanChanged'),
};

/**
 * Engagement's favorites, saved searches and alerts: matching listing events against every saved search,
 * the alert mails and digests, and the demand for a listing (how many saved searches it matches).
 */
export const favoritesAndAlerts: Omit<ModuleDefinition, 'name' | 'migrations'> = {
  entities: [FavoriteSchema, SavedSearchSchema],
  bind(container: Container) {
    container.bind(TOKENS.OnListingDeleted).toResolvedValue(() => new OnListingDeleted());
    container.bind(SAVED_SEARCH_MATCHER).toResolvedValue(() => new SavedSearchMatcher());
    bindWithDependencies(container, TOKENS.OnListingForSavedSearches, onListingForSavedSearchesNeeds, OnListingForSavedSearches);
    bindWithDependencies(container, TOKENS.OnBuyerPlanChanged, onBuyerPlanChangedNeeds, OnBuyerPlanChanged);
  },
  commands: [
    addFavorite,
    removeFavorite,
    createSavedSearch,
    updateSavedSearch,
    deleteSavedSearch,
    openSavedSearch,
    setDigestSchedule,
    mailListingAlerts,
    pruneSavedSearchChanges,
  ],
  queries: [listFavorites, listSavedSearches, listSavedSearchMatches, countListingDemand],
  subscribers: [
    { name: 'engagement.favorites-of-deleted-listings', events: [ListingDeleted.type], handler: TOKENS.OnListingDeleted },
    {
      name: 'engagement.saved-search-matches',
      events: [ListingPublished.type, ListingUpdated.type, ListingDeleted.type],
      handler: TOKENS.OnListingForSavedSearches,
    },
    {
      name: 'engagement.saved-search-alerts-plan',
      events: BUYER_PLAN_EVENTS.map((event) => event.type),
      handler: TOKENS.OnBuyerPlanChanged,
    },
  ],
  endpoints: [saveSearchEndpoint],
  jobs: [
    // instant alerts reach buyers within a minute of the listing event
    { name: 'engagement.mail-listing-alerts', everyMs: 15_000, command: MailListingAlerts },
    { name: 'engagement.prune-saved-search-changes', everyMs: 60 * 60_000, command: PruneSavedSearchChanges },
  ],
};
