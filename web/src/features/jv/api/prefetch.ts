import type { QueryClient } from '@tanstack/react-query';
import type { JvSearch } from '../search-params.ts';
import { jvListQuery, jvPostsQueryOptions } from './jv-posts.ts';

/**
 * The board's prefetch for the route loader, imported on demand (`import()`) so the JV contract and
 * fetchers stay out of every page's first download.
 */
export function prefetchJvBoard(queryClient: QueryClient, search: JvSearch): Promise<void> {
  if (search.tab === 'listings') return Promise.resolve();
  return queryClient.prefetchQuery(jvPostsQueryOptions(jvListQuery(search)));
}
