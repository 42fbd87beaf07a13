import { IDENTITY_API } from '../../../../../identity/contracts/api.ts';
import { requireActor, type QueryContext, type QueryHandler } from '../../../../../shared/kernel/bus.ts';
import type { FilterCondition, SortSpec } from '../../../../../shared/kernel/search-index.port.ts';
import { PLATFORM } from '../../../../../shared/kernel/tokens.ts';
import { answersQuery, UsesDependencies } from '../../../../../shared/kernel/use-case.ts';
import type { JvPostPage, JvSort, ListJvPostsQuery } from '../../../../contracts/jv.ts';
import { JV_POSTS_INDEX, countyKey, type JvPostDocument } from '../../jv-posts-index.ts';
import { jvPostViews } from '../../jv-post-views.ts';
import { BLOCK_PARTNERS } from '../../../../messaging/application/block-partners.ts';
import { ListJvPosts } from './list-jv-posts.query.ts';

const NEWEST: SortSpec = { field: 'postedAt', direction: 'desc' };
/** after the featured posts; posts without an amount come last in both amount orders */
const ORDER: Record<JvSort, SortSpec[]> = {
  newest: [NEWEST],
  'amount-high': [{ field: 'amountHigh', direction: 'desc' }, NEWEST],
  'amount-low': [{ field: 'amountLow', direction: 'asc' }, NEWEST],
};

const needs = { search: PLATFORM.SearchIndex, clock: PLATFORM.Clock, identity: IDENTITY_API, blocks: BLOCK_PARTNERS };

export class ListJvPostsHandler extends UsesDependencies<typeof needs> implements QueryHandler<Omit<ListJvPostsQuery, 'mine'>, JvPostPage> {
  /** `query` as the route parsed it with `listJvPostsQuerySchema` */
  async execute(query: Omit<ListJvPostsQuery, 'mine'>, { actor }: QueryContext): Promise<JvPostPage> {
    const { search, clock, identity, blocks } = this.deps;
    const { userId } = requireActor(actor);
    // open, and not yet past its expiry (which the expiry job may not have marked yet)
    const filters: FilterCondition[] = [
      { field: 'status', in: ['open'] },
      { field: 'expiresAt', range: { gt: clock.now().getTime() } },
    ];
    const blocked = await blocks.of(userId);
    if (blocked.length > 0) filters.push({ field: 'authorId', notIn: blocked });
    if (query.author) filters.push({ field: 'authorId', in: [query.author] });
    if (query.kind) filters.push({ field: 'kind', in: [query.kind] });
    if (query.state) filters.push({ field: 'states', in: [query.state] });
    if (query.county) filters.push({ field: 'countyKeys', in: [countyKey(query.county)] });
    if (query.strategy) filters.push({ field: 'strategies', in: [query.strategy] });
    // a post's range meets the wanted one: it does not end below the minimum nor start above the maximum
    // (posts without an amount are left out once an amount is asked for)
    if (query.minAmount !== undefined) filters.push({ field: 'amountHigh', range: { gte: query.minAmount } });
    if (query.maxAmount !== undefined) filters.push({ field: 'amountLow', range: { lte: query.maxAmount } });
    const result = await search.search<JvPostDocument>(JV_POSTS_INDEX, {
      text: query.q,
      filters,
      sort: [{ field: 'featuredRank', direction: 'desc' }, ...ORDER[query.sort]],
      offset: (query.page - 1) * query.pageSize,
      limit: query.pageSize,
    });
    return {
      posts: await jvPostViews(identity, userId, result.hits),
      total: result.total,
      page: query.page,
      pageSize: query.pageSize,
    };
  }
}

export const listJvPosts = answersQuery(ListJvPosts, needs, ListJvPostsHandler);
