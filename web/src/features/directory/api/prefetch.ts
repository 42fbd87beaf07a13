import type { QueryClient } from '@tanstack/react-query';
import { notFound } from '@tanstack/react-router';
import { isApiError } from '@/lib/api-client.ts';
import type { ConnectionsSearch } from '../search-params.ts';
import { memberProfileQueryOptions, membersQuery, membersQueryOptions } from './directory.ts';

/**
 * The directory's prefetches of route loaders, imported on demand (`import()`) so the directory's
 * contract and fetchers stay out of every page's first download.
 */

/** `/connections`: the page of members the filters ask for (none for My connections: that is private). */
export function prefetchDirectory(queryClient: QueryClient, search: ConnectionsSearch): Promise<void> {
  if (search.view === 'mine') return Promise.resolve();
  return queryClient.prefetchQuery(membersQueryOptions(membersQuery(search)));
}

/** `/connections/{id}`: the profile in the cache, or the route's 404 when the member has no public profile. */
export async function loadMemberProfile(queryClient: QueryClient, memberId: string): Promise<void> {
  try {
    await queryClient.ensureQueryData(memberProfileQueryOptions(memberId));
  } catch (error) {
    if (isApiError(error, 404)) throw notFound();
    throw error;
  }
}
