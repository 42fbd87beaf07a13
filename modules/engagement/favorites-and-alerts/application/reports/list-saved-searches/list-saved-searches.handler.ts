import { BILLING_API } from '../../../../../billing/contracts/api.ts';
import { allowance } from '../../../../../billing/contracts/plan-limits.ts';
import { requireActor, type QueryContext, type QueryHandler } from '../../../../../shared/kernel/bus.ts';
import { PLATFORM } from '../../../../../shared/kernel/tokens.ts';
import { answersQuery, http, UsesDependencies } from '../../../../../shared/kernel/use-case.ts';
import { savedSearchListSchema, type SavedSearchList } from '../../../../contracts/saved-searches.ts';
import { LISTINGS_TAG } from '../../http.ts';
import { digestSchedules } from '../../digest-time.ts';
import { savedSearchViews } from '../../saved-search-views.ts';
import { ListSavedSearches } from './list-saved-searches.query.ts';

const needs = { em: PLATFORM.EntityManager, billing: BILLING_API };

export class ListSavedSearchesHandler extends UsesDependencies<typeof needs> implements QueryHandler<void, SavedSearchList> {
  async execute(_input: void, { actor }: QueryContext): Promise<SavedSearchList> {
    const { userId } = requireActor(actor);
    const em = this.deps.em.fork();
    const entitlements = await this.deps.billing.entitlements(userId);
    return {
      searches: await savedSearchViews(em, userId, entitlements),
      allowed: allowance(entitlements, 'savedSearches'),
      alertsAllowed: entitlements.buyer.propertyAlerts,
      digest: (await digestSchedules(em, [userId])).get(userId)!,
    };
  }
}

export const listSavedSearches = answersQuery(ListSavedSearches, needs, ListSavedSearchesHandler, [
  http(ListSavedSearches, {
    method: 'get',
    path: '/api/saved-searches',
    tag: LISTINGS_TAG,
    summary: 'My saved searches',
    description: "Newest first, with the plan's allowance and my digest time.",
    access: 'member',
    scopes: ['listings:read'],
    input: () => undefined,
    response: savedSearchListSchema,
  }),
]);
