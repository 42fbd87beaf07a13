import { BILLING_API } from '../../../../../billing/contracts/api.ts';
import { assertBelowCeiling, assertWithinPlan, UNLIMITED_CEILING } from '../../../../../billing/contracts/plan-limits.ts';
import { requireActor, type CommandContext, type CommandHandler } from '../../../../../shared/kernel/bus.ts';
import { PLATFORM } from '../../../../../shared/kernel/tokens.ts';
import { lockUsage } from '../../../../../shared/kernel/usage-lock.ts';
import { handlesCommand, UsesDependencies } from '../../../../../shared/kernel/use-case.ts';
import { parseInput } from '../../../../../shared/kernel/validation.ts';
import {
  ALERTS_PLAN_MESSAGE,
  DEFAULT_DIGEST_HOUR,
  SAVED_SEARCHES_LIMIT_MESSAGE,
  createSavedSearchRequestSchema,
  suggestSavedSearchName,
  type CreateSavedSearchRequest,
  type SavedSearch as SavedSearchView,
  type SavedSearchCriteria,
} from '../../../../contracts/saved-searches.ts';
import { SavedSearch } from '../../../domain/saved-search.entity.ts';
import { savedSearchViews } from '../../saved-search-views.ts';
import { CreateSavedSearch } from './create-saved-search.command.ts';

const needs = { clock: PLATFORM.Clock, billing: BILLING_API };

export class CreateSavedSearchHandler
  extends UsesDependencies<typeof needs>
  implements CommandHandler<CreateSavedSearchRequest, SavedSearchView>
{
  async execute(request: CreateSavedSearchRequest, { em, actor }: CommandContext): Promise<SavedSearchView> {
    const { clock, billing } = this.deps;
    const { userId } = requireActor(actor);
    const input = parseInput(createSavedSearchRequestSchema, request, 'Invalid saved search');
    const criteria = input.criteria as SavedSearchCriteria;
    // one member's saves run one at a time from here to commit: the count below cannot be raced
    await lockUsage(em, 'engagement.saved-searches', userId);
    const entitlements = await billing.entitlements(userId);
    const kept = await em.count(SavedSearch, { userId });
    assertWithinPlan(entitlements, 'savedSearches', kept, () => SAVED_SEARCHES_LIMIT_MESSAGE);
    assertBelowCeiling(kept, UNLIMITED_CEILING.savedSearches, 'saved searches');
    const alertsAllowed = entitlements.buyer.propertyAlerts;
    const alerts = input.alerts ?? (alertsAllowed ? 'instant' : 'off');
    if (alerts !== 'off') assertWithinPlan(entitlements, 'propertyAlerts', 0, () => ALERTS_PLAN_MESSAGE);

    const now = clock.now();
    const search = SavedSearch.create(
      userId,
      { name: input.name ?? suggestSavedSearchName(criteria), criteria, alerts, alertsPaused: !alertsAllowed },
      now,
    );
    em.persist(search);
    await em.flush();
    if (input.timeZone) {
      await em.execute(
        'insert into engagement.digest_schedules (user_id, hour, time_zone) values (?, ?, ?) on conflict (user_id) do nothing',
        [userId, DEFAULT_DIGEST_HOUR, input.timeZone],
      );
    }
    return (await savedSearchViews(em, userId, entitlements)).find((view) => view.id === search.id)!;
  }
}

export const createSavedSearch = handlesCommand(CreateSavedSearch, needs, CreateSavedSearchHandler);
