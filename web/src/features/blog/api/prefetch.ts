import type { QueryClient } from '@tanstack/react-query';
import { notFound, redirect } from '@tanstack/react-router';
import type { BlogPost } from '@contracts/content/contracts/blog.ts';
import { isApiError } from '@/lib/api-client.ts';
import type { BlogSearch } from '../search-params.ts';
import { blogKeys } from './blog-keys.ts';
import { blogListQuery, blogPostQueryOptions, blogPostsQueryOptions, TEASERS_QUERY } from './posts.ts';

/**
 * The blog's prefetches of route loaders. Loaders import this on demand (`import()`): a loader is
 * part of every page's first download, and this keeps the blog contract and fetchers out of it.
 * (Only loaders import it: a module both imported on demand and shared by the pages' chunks would
 * need a namespace helper in the code every page loads.)
 */

/** `/blog`: the page of posts the filters ask for. */
export function prefetchBlogList(queryClient: QueryClient, search: BlogSearch): Promise<void> {
  return queryClient.prefetchQuery(blogPostsQueryOptions(blogListQuery(search)));
}

/** The homepage: the newest posts for its teasers. */
export function prefetchBlogTeasers(queryClient: QueryClient): Promise<void> {
  return queryClient.prefetchQuery(blogPostsQueryOptions(TEASERS_QUERY));
}

/**
 * `/blog/{slugOrId}`: the post in the cache for the page, or the route's 404 when there is no such
 * published post. A post reached by its id (an old link) answers a permanent redirect to its slug,
 * under which it is cached too.
 */
export async function loadBlogArticle(queryClient: QueryClient, slugOrId: string): Promise<void> {
  let post: BlogPost;
  try {
    post = await queryClient.ensureQueryData(blogPostQueryOptions(slugOrId));
  } catch (error) {
    if (isApiError(error, 404)) throw notFound();
    throw error;
  }
  if (post.slug === slugOrId) return;
  queryClient.setQueryData(blogKeys.post(post.slug), post);
  throw redirect({ to: '/blog/$id', params: { id: post.slug }, replace: true, statusCode: 301 });
}
