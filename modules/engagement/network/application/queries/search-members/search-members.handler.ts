import { IDENTITY_API, type IdentityApi } from '../../../../../identity/contracts/api.ts';
import type { VerifiedFunds } from '../../../../../identity/contracts/verified-funds.ts';
import type { QueryHandler } from '../../../../../shared/kernel/bus.ts';
import type { FilterCondition } from '../../../../../shared/kernel/search-index.port.ts';
import { PLATFORM } from '../../../../../shared/kernel/tokens.ts';
import { answersQuery, http, UsesDependencies } from '../../../../../shared/kernel/use-case.ts';
import { memberSearchResultSchema, searchMembersQuerySchema } from '../../../../contracts/directory.ts';
import { DIRECTORY_READS, DIRECTORY_TAG } from '../../http.ts';
import { MEMBERS_PAGE_SIZE, type MemberCard, type MemberSearchResult, type SearchMembersQuery } from '../../../../contracts/directory.ts';
import { MEMBERS_INDEX, type MemberDocument } from '../../../infrastructure/projections/member-directory.projector.ts';
import { SearchMembers } from './search-members.query.ts';

/** Each member's verified funds that hold now, by id, from identity (a verification expires without an event). */
export async function verifiedFundsOf(identity: IdentityApi, memberIds: string[]): Promise<Map<string, VerifiedFunds>> {
  if (memberIds.length === 0) return new Map();
  const verifications = await identity.verifiedFunds(memberIds);
  return new Map(verifications.map(({ userId, amountCents, expiresOn }) => [userId, { amount: Math.round(amountCents / 100), expiresOn }]));
}

/** The card as the directory shows it: the document without what only the index needs, and the verified funds. */
export function toMemberCard(document: MemberDocument, verifiedFunds: ReadonlyMap<string, VerifiedFunds>): MemberCard {
  const {
    id,
    firstName,
    lastName,
    profilePicture,
    states,
    counties,
    strategies,
    buyBox,
    experience,
    bio,
    memberSince,
    emailVerified,
    activeListings,
  } = document;
  // documents indexed before the Premium badge carry none until the next update or `npm run reindex`
  const premiumSeller = document.premiumSeller ?? false;
  return {
    id,
    firstName,
    lastName,
    profilePicture,
    states,
    counties,
    strategies,
    buyBox,
    experience,
    bio,
    memberSince,
    emailVerified,
    premiumSeller,
    activeListings,
    verifiedFunds: verifiedFunds.get(id) ?? null,
  };
}

const needs = { search: PLATFORM.SearchIndex, identity: IDENTITY_API };

export class SearchMembersHandler extends UsesDependencies<typeof needs> implements QueryHandler<SearchMembersQuery, MemberSearchResult> {
  async execute(query: SearchMembersQuery): Promise<MemberSearchResult> {
    const filters: FilterCondition[] = [];
    if (query.state?.length) filters.push({ field: 'states', in: query.state });
    if (query.county) filters.push({ field: 'counties', in: [query.county] });
    if (query.strategy?.length) filters.push({ field: 'strategies', in: query.strategy });
    if (query.category?.length) filters.push({ field: 'categories', in: query.category });
    const result = await this.deps.search.search<MemberDocument>(MEMBERS_INDEX, {
      text: query.q,
      filters,
      sort: [{ field: 'updatedAt', direction: 'desc' }],
      offset: (query.page - 1) * MEMBERS_PAGE_SIZE,
      limit: MEMBERS_PAGE_SIZE,
    });
    const funds = await verifiedFundsOf(
      this.deps.identity,
      result.hits.map((hit) => hit.id),
    );
    return {
      members: result.hits.map((hit) => toMemberCard(hit, funds)),
      total: result.total,
      page: query.page,
      pageCount: Math.max(1, Math.ceil(result.total / MEMBERS_PAGE_SIZE)),
    };
  }
}

export const searchMembers = answersQuery(SearchMembers, needs, SearchMembersHandler, [
  http(SearchMembers, {
    method: 'get',
    path: '/api/members',
    tag: DIRECTORY_TAG,
    summary: 'Search the member directory',
    access: 'public',
    rateLimit: DIRECTORY_READS,
    query: searchMembersQuerySchema,
    invalid: 'Invalid directory search',
    input: ({ query }) => query,
    response: memberSearchResultSchema,
  }),
]);
