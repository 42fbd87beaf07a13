import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import {
  blogAdminPageSchema,
  blogImageSchema,
  blogPostRecordSchema,
  blogPreviewSchema,
  type BlogAdminPage,
  type BlogImage,
  type BlogPostInput,
  type BlogPostRecord,
  type BlogPreview,
} from '@contracts/content/contracts/blog.ts';
import { apiRequest } from '@/lib/api-client.ts';
import { blogKeys, type BlogAdminListQuery } from './blog-keys.ts';

/**
 * The administrators' side of the blog: the post list (every status), one post as stored, the
 * writes (create, change, publish or schedule, unpublish, delete), image uploads and the preview.
 * Every write puts its answer in the post's cache and marks every list, public ones included, stale.
 */

const postPath = (id: string) => `/api/admin/blog/posts/${encodeURIComponent(id)}`;

export function adminPostsQueryOptions(query: BlogAdminListQuery) {
  return queryOptions({
    queryKey: blogKeys.adminList(query),
    queryFn: async ({ signal }): Promise<BlogAdminPage> =>
      blogAdminPageSchema.parse(await apiRequest('/api/admin/blog/posts', { query: { ...query }, signal })),
    // an administrator expects the list to show what was just written
    staleTime: 0,
  });
}

export function useAdminPosts(query: BlogAdminListQuery) {
  return useQuery({ ...adminPostsQueryOptions(query), placeholderData: keepPreviousData });
}

export function adminPostQueryOptions(id: string) {
  return queryOptions({
    queryKey: blogKeys.adminPost(id),
    queryFn: async ({ signal }): Promise<BlogPostRecord> => blogPostRecordSchema.parse(await apiRequest(postPath(id), { signal })),
    staleTime: 0,
  });
}

export function useAdminPost(id: string | undefined) {
  return useQuery({ ...adminPostQueryOptions(id ?? ''), enabled: id !== undefined });
}

/** After a write: the post's cache takes the answer; every list of posts and every public post is read again when next shown. */
export function syncBlogCaches(queryClient: QueryClient, written: BlogPostRecord | { deletedId: string }): Promise<void> {
  if ('deletedId' in written) queryClient.removeQueries({ queryKey: blogKeys.adminPost(written.deletedId), exact: true });
  else queryClient.setQueryData(blogKeys.adminPost(written.id), written);
  return queryClient.invalidateQueries({
    queryKey: blogKeys.all,
    predicate: (query) => !(query.queryKey[1] === 'admin' && (query.queryKey[2] === 'post' || query.queryKey[2] === 'preview')),
  });
}

/** `POST /api/admin/blog/posts` (a new draft) or `PATCH /api/admin/blog/posts/{id}` (changes). */
export function useSaveBlogPost() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ id, input }: { id: string | null; input: Partial<BlogPostInput> }) =>
      blogPostRecordSchema.parse(
        await apiRequest(id ? postPath(id) : '/api/admin/blog/posts', { method: id ? 'PATCH' : 'POST', body: input }),
      ),
    onSuccess: (record) => syncBlogCaches(queryClient, record),
  });
}

/** `POST .../publish`: now without `at` (or with one not in the future), else scheduled for `at`. */
export function usePublishBlogPost() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ id, at }: { id: string; at?: string }) =>
      blogPostRecordSchema.parse(await apiRequest(`${postPath(id)}/publish`, { method: 'POST', body: at ? { at } : {} })),
    onSuccess: (record) => syncBlogCaches(queryClient, record),
  });
}

/** `POST .../unpublish`: back to draft, scheduled posts too. */
export function useUnpublishBlogPost() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (id: string) => blogPostRecordSchema.parse(await apiRequest(`${postPath(id)}/unpublish`, { method: 'POST' })),
    onSuccess: (record) => syncBlogCaches(queryClient, record),
  });
}

export function useDeleteBlogPost() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (id: string) => {
      await apiRequest(postPath(id), { method: 'DELETE' });
      return id;
    },
    onSuccess: (id) => syncBlogCaches(queryClient, { deletedId: id }),
  });
}

/** `POST /api/admin/blog/images`, multipart field `image`: the stored image, for a cover or the Markdown. */
export async function uploadBlogImage(file: File): Promise<BlogImage> {
  const form = new FormData();
  form.append('image', file);
  return blogImageSchema.parse(await apiRequest('/api/admin/blog/images', { method: 'POST', body: form }));
}

/**
 * `POST /api/admin/blog/preview`: the HTML publishing would show for `markdown` (already debounced by
 * the caller). A read for all purposes, so a query: the answer is cached per text, and the last one
 * stays on screen while the next is on its way.
 */
export function useBlogPreview(markdown: string) {
  return useQuery({
    queryKey: blogKeys.preview(markdown),
    queryFn: async ({ signal }): Promise<BlogPreview> =>
      blogPreviewSchema.parse(await apiRequest('/api/admin/blog/preview', { method: 'POST', body: { markdown }, signal })),
    enabled: markdown.trim() !== '',
    staleTime: Infinity,
    gcTime: 60_000,
    retry: false,
    placeholderData: keepPreviousData,
  });
}
