import { defineQuery } from '../../../../../shared/kernel/bus.ts';
import type { MemberSearchResult, SearchMembersQuery } from '../../../../contracts/directory.ts';

/** The member directory: public profiles by market, strategy, property type and words, a page at a time. */
export const SearchMembers = defineQuery<SearchMembersQuery, MemberSearchResult>('engagement.search-members');
