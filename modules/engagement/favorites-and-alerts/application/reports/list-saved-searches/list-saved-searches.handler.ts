import { BILLING_API } from '../../../../../billing/contracts/api.ts';
import { allowance } from '../../../../../billing/contracts/plan-limits.ts';
import { requireActor, type QueryContext, type QueryHandler } from '../../../../../shared/kernel/bus.ts';
import { PLATFORM } from '../../../../../shared/kernel/tokens.ts';
import { answersQuery, http, UsesDependencies } from '../../../../../shared/kernel/use-case.ts';
import {
  savedSearchListQuerySchema,
  savedSearchListSchema,
  type SavedSearchList,
  type SavedSearchListQuery,
} from '../../../../contracts/saved-searches.ts';
import { LISTINGS_TAG } from '../../http.ts';
import { digestSchedules } from '../../digest-time.ts';
import { savedSearchViews } from '../../saved-search-views.ts';
import { ListSavedSearches } from './list-saved-searches.query.ts';

const needs = { em: PLATFORM.EntityManager, billing: BILLING_API };

export class ListSavedSearchesHandler
  extends UsesDependencies<typeof needs>
  implements QueryHandler<SavedSearchListQuery, SavedSearchList>
{
  async execute({ page, pageSize }: SavedSearchListQuery, { actor }: QueryContext): Promise<SavedSearchList> {
    const { userId } = requireActor(actor);
    const em = this.deps.em.fork();
    const entitlements = await this.deps.billing.entitlements(userId);
    // every tier's ceiling keeps a member's searches to a few hundred: one read, then the page
    const searches = await savedSearchViews(em, userId, entitlements);
    return {
      searches: searches.slice((page - 1) * pageSize, page * pageSize),
      total: searches.length,
      page,
      pageSize,
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
    description:
      "A page of them, newest first (50 unless `pageSize` says up to 100), with their total, the plan's allowance and my digest time.",
    access: 'member',
    scopes: ['listings:read'],
    query: savedSearchListQuerySchema,
    invalid: 'Give page as a number from 1 and pageSize from 1 to 100',
    input: ({ query }) => query,
    response: savedSearchListSchema,
  }),
]);
