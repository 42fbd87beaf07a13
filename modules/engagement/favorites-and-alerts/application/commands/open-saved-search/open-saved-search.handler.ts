import { BILLING_API, type BillingApi } from '../../../../../billing/contracts/api.ts';
import { requireActor, type CommandContext, type CommandHandler } from '../../../../../shared/kernel/bus.ts';
import type { Clock } from '../../../../../shared/kernel/clock.ts';
import { PLATFORM } from '../../../../../shared/kernel/tokens.ts';
import { handlesCommand, http } from '../../../../../shared/kernel/use-case.ts';
import { savedSearchSchema, type SavedSearch as SavedSearchView } from '../../../../contracts/saved-searches.ts';
import { bySavedSearchId, FAVORITES_AND_SEARCHES_TAG, SAVED_SEARCH_WRITE_LIMIT } from '../../http.ts';
import { savedSearchViews } from '../../saved-search-views.ts';
import { loadOwnSavedSearch } from '../delete-saved-search/delete-saved-search.handler.ts';
import { OpenSavedSearch } from './open-saved-search.command.ts';

export class OpenSavedSearchHandler implements CommandHandler<{ id: string }, SavedSearchView> {
  readonly #clock: Clock;
  readonly #billing: BillingApi;

  constructor(clock: Clock, billing: BillingApi) {
    this.#clock = clock;
    this.#billing = billing;
  }

  async execute({ id }: { id: string }, { em, actor }: CommandContext): Promise<SavedSearchView> {
    const { userId } = requireActor(actor);
    const search = await loadOwnSavedSearch(em, id, userId);
    search.lastOpenedAt = this.#clock.now();
    await em.flush();
    return (await savedSearchViews(em, userId, await this.#billing.entitlements(userId))).find((view) => view.id === id)!;
  }
}

export const openSavedSearch = handlesCommand(
  OpenSavedSearch,
  [PLATFORM.Clock, BILLING_API],
  (clock, billing) => new OpenSavedSearchHandler(clock, billing),
  [
    http(OpenSavedSearch, {
      method: 'post',
      path: '/api/saved-searches/:id/open',
      tag: FAVORITES_AND_SEARCHES_TAG,
      summary: 'Mark a saved search seen',
      description: 'Its new-match count starts again from now.',
      access: 'member',
      rateLimit: SAVED_SEARCH_WRITE_LIMIT,
      input: bySavedSearchId,
      response: savedSearchSchema,
      errors: [404],
    }),
  ],
);
