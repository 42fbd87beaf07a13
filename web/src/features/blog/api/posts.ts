import { queryOptions, useQuery } from '@tanstack/react-query';
import { BLOG_PAGE_SIZE, blogPostPageSchema, blogPostSchema, type BlogPost, type BlogPostPage } from '@contracts/content/contracts/blog.ts';
import { apiRequest } from '@/lib/api-client.ts';
import type { BlogSearch } from '../search-params.ts';
import { blogKeys, type BlogListQuery } from './blog-keys.ts';

/** The blog's public reads: a page of published posts (the blog, the homepage's teasers) and one post. */

/** The homepage shows the three newest posts. */
export const TEASER_COUNT = 3;

/** The query of a `/blog` page. */
export function blogListQuery(search: BlogSearch): BlogListQuery {
  return { category: search.category, tag: search.tag, page: search.page ?? 1, pageSize: BLOG_PAGE_SIZE };
}

export const TEASERS_QUERY: BlogListQuery = { page: 1, pageSize: TEASER_COUNT };

/** `GET /api/blog/posts`: published posts, newest first. */
export async function fetchBlogPosts(query: BlogListQuery, signal?: AbortSignal): Promise<BlogPostPage> {
  return blogPostPageSchema.parse(await apiRequest('/api/blog/posts', { query: { ...query }, signal }));
}

export function blogPostsQueryOptions(query: BlogListQuery) {
  return queryOptions({
    queryKey: blogKeys.list(query),
    queryFn: ({ signal }) => fetchBlogPosts(query, signal),
  });
}

export function useBlogPosts(query: BlogListQuery) {
  // the previous page stays on screen while the next loads
  return useQuery({ ...blogPostsQueryOptions(query), placeholderData: (previous) => previous });
}

/** `GET /api/blog/posts/{post}` (a slug or, for old links, an id): one published post (404 for drafts, scheduled and unknown posts). */
export async function fetchBlogPost(slugOrId: string, signal?: AbortSignal): Promise<BlogPost> {
  return blogPostSchema.parse(await apiRequest(`/api/blog/posts/${encodeURIComponent(slugOrId)}`, { signal }));
}

export function blogPostQueryOptions(slugOrId: string) {
  return queryOptions({
    queryKey: blogKeys.post(slugOrId),
    queryFn: ({ signal }) => fetchBlogPost(slugOrId, signal),
  });
}
