import { likeContaining } from '../../../../shared/kernel/like-pattern.ts';
import type { SqlEntityManager as EntityManager } from '@mikro-orm/sql';
import { requireActor, type QueryContext, type QueryHandler } from '../../../../shared/kernel/bus.ts';
import { PLATFORM } from '../../../../shared/kernel/tokens.ts';
import { answersQuery, http, UsesDependencies } from '../../../../shared/kernel/use-case.ts';
import { parseInput } from '../../../../shared/kernel/validation.ts';
import {
  MY_LISTINGS_PAGE_SIZE,
  MY_LISTINGS_PAGE_SIZE_MAX,
  MY_LISTINGS_SEARCH_WORDS_MAX,
  MY_LISTINGS_STATES,
  myListingsQuerySchema,
  type MyListingsState,
  type MyListingsQuery,
  type MyListingsSort,
} from '../../../contracts/my-listings-query.ts';
import { myListingsResultSchema, type ListingNotice, type MyListing, type MyListingsResult } from '../../../contracts/my-listings.ts';
import { Property } from '../../../domain/property.entity.ts';
import { SellerPlan } from '../../../domain/seller-plan.entity.ts';
import { limitsOf, plural } from '../../plan-limits.ts';
import { toPropertyCard, toPropertyDocument } from '../../read-models/property-document.ts';
import { ListMyListings } from './list-my-listings.query.ts';
import { LISTINGS_TAG } from '../../http.ts';

const INVALID_QUERY = 'Invalid listings query';

/** The columns a sort reads (`p` the listing, `f` its favorite count); ties fall to the id, in the same direction. */
const SORT_COLUMNS: Record<MyListingsSort, string> = {
  updated: 'p.updated_at',
  created: 'p.created_at',
  price: 'p.price_cents',
  title: 'lower(p.title)',
  views: 'p.view_count',
  favorites: 'coalesce(f.favorites, 0)',
};

/** `%`, `_` and `\` typed by the seller match themselves */

/** Every word of the search in the title, the city, the county or the APN, as an SQL condition on `p` and its parameters. */
function searchCondition(q: string | undefined): { sql: string; params: string[] } {
  const words = (q ?? '').split(/\s+/).filter(Boolean).slice(0, MY_LISTINGS_SEARCH_WORDS_MAX);
  if (words.length === 0) return { sql: 'true', params: [] };
  return {
    sql: words.map(() => '(p.title ilike ? or p.city ilike ? or p.county ilike ? or p.apn ilike ?)').join(' and '),
    params: words.flatMap((word) => Array<string>(4).fill(likeContaining(word))),
  };
}

/** The state the status filter and its counts go by (`p` the listing): a review under way or refused comes before the status. */
const STATE_OF = `case p.review when 'pending' then 'in_review' when 'rejected' then 'rejected' else p.status end`;

/** The listings of one state, as an SQL condition on `p` and its parameter. */
function stateCondition(state: MyListingsState | undefined): { sql: string; params: string[] } {
  if (!state) return { sql: 'true', params: [] };
  if (state === 'in_review') return { sql: `p.review = 'pending'`, params: [] };
  if (state === 'rejected') return { sql: `p.review = 'rejected'`, params: [] };
  return { sql: 'p.status = ? and p.review is null', params: [state] };
}

const needs = { em: PLATFORM.EntityManager };

/**
 * A back-office table read from Postgres (docs/architecture.md section 2, reports/): one page of the
 * seller's listings of every status, sorted, searched and filtered, with the counts the filter shows.
 */
export class ListMyListingsHandler extends UsesDependencies<typeof needs> implements QueryHandler<MyListingsQuery, MyListingsResult> {
  async execute(input: MyListingsQuery | undefined, { actor }: QueryContext): Promise<MyListingsResult> {
    const { userId } = requireActor(actor);
    const { q, status, sort, order, page, pageSize } = parseInput(myListingsQuerySchema, input ?? {}, INVALID_QUERY);
    const em = this.deps.em.fork();
    const search = searchCondition(q);
    const counts = await statusCounts(em, userId, search);
    const total = status ? counts.matching[status] : sum(Object.values(counts.matching));
    const state = stateCondition(status);

    // the sort's column and the order come from closed lists (the schema's enums)
    const rows = await em.execute<Array<{ id: string; favorites: number }>>(
      `select p.id, coalesce(f.favorites, 0)::int as favorites
       from listings.properties p left join listings.favorite_counts f on f.property_id = p.id
       where p.owner_id = ? and ${search.sql} and ${state.sql}
       order by ${SORT_COLUMNS[sort]} ${order}, p.id ${order}
       limit ? offset ?`,
      [userId, ...search.params, ...state.params, pageSize, (page - 1) * pageSize],
    );
    const properties = new Map(
      rows.length === 0
        ? []
        : (await em.find(Property, { id: { $in: rows.map((row) => row.id) } })).map((property) => [property.id, property]),
    );
    // (one deleted between the two reads is left out)
    const listings = rows.flatMap(({ id, favorites }) => {
      const property = properties.get(id);
      return property ? [toMyListing(property, Number(favorites))] : [];
    });

    const plan = await em.findOne(SellerPlan, { ownerId: userId });
    return {
      listings,
      page,
      pageSize,
      total,
      sort,
      order,
      statusCounts: counts.matching,
      ownedCount: sum(Object.values(counts.owned)),
      notices: notices({ active: counts.active, unpublishedByPlan: counts.unpublishedByPlan }, plan),
    };
  }
}

type StatusCounts = MyListingsResult['statusCounts'];

const sum = (counts: number[]) => counts.reduce((total, count) => total + count, 0);

/**
 * In one pass over the seller's listings, per state (a review under way or refused, else the status): all
 * of them and those matching the search (the filter's counts); and, of all of them, the active ones (in
 * review or not: the plan's limit counts them) and those a plan change unpublished (the notices).
 */
async function statusCounts(
  em: EntityManager,
  ownerId: string,
  search: { sql: string; params: string[] },
): Promise<{ owned: StatusCounts; matching: StatusCounts; active: number; unpublishedByPlan: number }> {
  const rows = await em.execute<Array<{ state: MyListingsState; listings: number; matching: number; active: number; by_plan: number }>>(
    `select ${STATE_OF} as state, count(*)::int as listings, count(*) filter (where ${search.sql})::int as matching,
       count(*) filter (where p.status = 'active')::int as active,
       count(*) filter (where p.status = 'withdrawn' and p.status_reason = 'plan-limit')::int as by_plan
     from listings.properties p where p.owner_id = ? group by 1`,
    [...search.params, ownerId],
  );
  const zero = () => Object.fromEntries(MY_LISTINGS_STATES.map((state) => [state, 0])) as StatusCounts;
  const owned = zero();
  const matching = zero();
  let active = 0;
  let unpublishedByPlan = 0;
  for (const row of rows) {
    owned[row.state] = Number(row.listings);
    matching[row.state] = Number(row.matching);
    active += Number(row.active);
    unpublishedByPlan += Number(row.by_plan);
  }
  return { owned, matching, active, unpublishedByPlan };
}

function toMyListing(property: Property, favorites: number): MyListing {
  const listing = property.toSnapshot();
  return {
    ...toPropertyCard(toPropertyDocument(listing)),
    status: listing.status,
    updatedAt: listing.updatedAt,
    publishedAt: listing.publishedAt,
    version: listing.version,
    statusReason: property.statusReason ?? null,
    review: property.review ?? null,
    reviewReason: property.review === 'rejected' ? (property.reviewReason ?? null) : null,
    favorites,
  };
}

function notices(
  { active, unpublishedByPlan: unpublished }: { active: number; unpublishedByPlan: number },
  plan: SellerPlan | null,
): ListingNotice[] {
  const result: ListingNotice[] = [];
  const limit = limitsOf(plan).activeListings;
  if (unpublished > 0) {
    const was = unpublished === 1 ? 'listing was' : 'listings were';
    const them = unpublished === 1 ? 'it' : 'them';
    let message: string;
    if (limit === null || limit - active >= unpublished) {
      message = `${unpublished} ${was} unpublished when your plan changed. Your plan allows ${limit === null ? 'unlimited active listings' : plural(limit, 'active listing')} now: publish ${them} again when you are ready.`;
    } else if (limit === 0) {
      message = `Your plan no longer includes active listings: ${unpublished} ${was} unpublished. Choose a seller plan to publish ${them} again.`;
    } else {
      message = `Your plan now allows ${plural(limit, 'active listing')}: ${unpublished} ${was} unpublished. Upgrade to publish ${them} again.`;
    }
    result.push({ kind: 'plan-limit', message });
  }
  const unfeatured = plan?.unfeaturedByDowngrade ?? 0;
  if (plan && unfeatured > 0) {
    const allowed = plan.featuredPerMonth ?? 0;
    const are = unfeatured === 1 ? 'listing is' : 'listings are';
    result.push({
      kind: 'featured-limit',
      message:
        allowed === 0
          ? `Your plan no longer includes featured listings: ${unfeatured} ${are} no longer featured.`
          : `Your plan now allows ${plural(allowed, 'featured listing')} per month: ${unfeatured} ${are} no longer featured.`,
    });
  }
  return result;
}

export const listMyListings = answersQuery(ListMyListings, needs, ListMyListingsHandler, [
  http(ListMyListings, {
    method: 'get',
    path: '/api/my/properties',
    tag: LISTINGS_TAG,
    summary: "The member's own listings, every status, a page at a time",
    description: [
      `One page of the member's listings of every status: \`page\` (from 1, default 1) of \`pageSize\` (default ${MY_LISTINGS_PAGE_SIZE}, at most ${MY_LISTINGS_PAGE_SIZE_MAX}).`,
      '`sort` is `created` (the default), `updated`, `price`, `title`, `views` or `favorites`; `order` is `asc` or `desc`, by default',
      '`desc` (newest, dearest or most first) and `asc` for `title` (A to Z). `q` keeps the listings whose title, city, county or APN',
      "contain every word of it; `status` keeps one status, or `in_review` or `rejected`: the listings waiting for an administrator's review",
      'or rejected, which no status keeps. `total` counts what matches the search and the status on every page; `statusCounts` counts,',
      'per status (and `in_review`, `rejected`), what matches the search whatever the status; `ownedCount` counts every listing of the member.',
      'A page past the last answers no listings with the same counts.',
    ].join(' '),
    access: 'member',
    scopes: ['listings:read'],
    query: myListingsQuerySchema,
    invalid: INVALID_QUERY,
    input: ({ query }) => query,
    response: myListingsResultSchema,
    // an API key without `listings:read` (or stopped by a downgrade) is refused
    errors: [403],
  }),
]);
