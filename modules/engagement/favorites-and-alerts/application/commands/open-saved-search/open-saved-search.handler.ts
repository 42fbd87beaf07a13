import { BILLING_API } from '../../../../../billing/contracts/api.ts';
import { requireActor, type CommandContext, type CommandHandler } from '../../../../../shared/kernel/bus.ts';
import { PLATFORM } from '../../../../../shared/kernel/tokens.ts';
import { handlesCommand, http, UsesDependencies } from '../../../../../shared/kernel/use-case.ts';
import { savedSearchSchema, type SavedSearch as SavedSearchView } from '../../../../contracts/saved-searches.ts';
import { bySavedSearchId, FAVORITES_AND_SEARCHES_TAG, SAVED_SEARCH_WRITE_LIMIT } from '../../http.ts';
import { savedSearchViews } from '../../saved-search-views.ts';
import { loadOwnSavedSearch } from '../delete-saved-search/delete-saved-search.handler.ts';
import { OpenSavedSearch } from './open-saved-search.command.ts';

const needs = { clock: PLATFORM.Clock, billing: BILLING_API };

export class OpenSavedSearchHandler extends UsesDependencies<typeof needs> implements CommandHandler<{ id: string }, SavedSearchView> {
  async execute({ id }: { id: string }, { em, actor }: CommandContext): Promise<SavedSearchView> {
    const { clock, billing } = this.deps;
    const { userId } = requireActor(actor);
    const search = await loadOwnSavedSearch(em, id, userId);
    search.lastOpenedAt = clock.now();
    await em.flush();
    return (await savedSearchViews(em, userId, await billing.entitlements(userId))).find((view) => view.id === id)!;
  }
}

export const openSavedSearch = handlesCommand(OpenSavedSearch, needs, OpenSavedSearchHandler, [
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
]);
