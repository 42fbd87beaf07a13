import { BILLING_API } from '../../../../../billing/contracts/api.ts';
import { assertWithinPlan } from '../../../../../billing/contracts/plan-limits.ts';
import { requireActor, type CommandContext, type CommandHandler } from '../../../../../shared/kernel/bus.ts';
import { PLATFORM } from '../../../../../shared/kernel/tokens.ts';
import { handlesCommand, http, UsesDependencies } from '../../../../../shared/kernel/use-case.ts';
import {
  ALERTS_PLAN_MESSAGE,
  SAVED_SEARCHES_LIMIT_MESSAGE,
  savedSearchSchema,
  updateSavedSearchRequestSchema,
  type SavedSearch as SavedSearchView,
  type UpdateSavedSearchRequest,
} from '../../../../contracts/saved-searches.ts';
import { digestSchedules, mailDueAt } from '../../digest-time.ts';
import { savedSearchViews } from '../../saved-search-views.ts';
import { bySavedSearchId, FAVORITES_AND_SEARCHES_TAG, SAVED_SEARCH_WRITE_LIMIT } from '../../http.ts';
import { loadOwnSavedSearch } from '../delete-saved-search/delete-saved-search.handler.ts';
import { UpdateSavedSearch } from './update-saved-search.command.ts';

type Input = UpdateSavedSearchRequest & { id: string };

const needs = { clock: PLATFORM.Clock, billing: BILLING_API };

export class UpdateSavedSearchHandler extends UsesDependencies<typeof needs> implements CommandHandler<Input, SavedSearchView> {
  async execute({ id, ...change }: Input, { em, actor }: CommandContext): Promise<SavedSearchView> {
    const { clock, billing } = this.deps;
    const { userId } = requireActor(actor);
    const search = await loadOwnSavedSearch(em, id, userId);
    const entitlements = await billing.entitlements(userId);
    const before = await savedSearchViews(em, userId, entitlements);
    if (before.find((view) => view.id === id)?.overLimit) {
      assertWithinPlan(
        entitlements,
        'savedSearches',
        before.length,
        () => `${SAVED_SEARCHES_LIMIT_MESSAGE} This search can be opened or deleted until you upgrade.`,
      );
    }
    if (change.alerts && change.alerts !== 'off') assertWithinPlan(entitlements, 'propertyAlerts', 0, () => ALERTS_PLAN_MESSAGE);

    const now = clock.now();
    if (change.name !== undefined) search.name = change.name;
    if (change.alerts !== undefined && change.alerts !== search.alerts) {
      search.alerts = change.alerts;
      // matches waiting for a mail follow the new choice: sent now, at the next digest, or not at all
      const schedule = (await digestSchedules(em, [userId])).get(userId)!;
      await em.execute('update engagement.saved_search_matches set mail_due_at = ? where saved_search_id = ? and mailed_at is null', [
        mailDueAt(search.alerts, search.alertsPaused, schedule, now),
        search.id,
      ]);
    }
    search.updatedAt = now;
    await em.flush();
    return (await savedSearchViews(em, userId, entitlements)).find((view) => view.id === id)!;
  }
}

export const updateSavedSearch = handlesCommand(UpdateSavedSearch, needs, UpdateSavedSearchHandler, [
  http(UpdateSavedSearch, {
    method: 'patch',
    path: '/api/saved-searches/:id',
    tag: FAVORITES_AND_SEARCHES_TAG,
    summary: 'Change a saved search',
    description:
      'Rename it or change its alerts. A search beyond the plan (after a downgrade), or alerts on a plan without them: 403 with `upgradeRequired`.',
    access: 'member',
    rateLimit: SAVED_SEARCH_WRITE_LIMIT,
    body: updateSavedSearchRequestSchema,
    invalid: 'Invalid saved search',
    input: (request) => ({ ...request.body, ...bySavedSearchId(request) }),
    response: savedSearchSchema,
    errors: [404],
  }),
]);
