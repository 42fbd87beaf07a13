import type { BlogStatus } from '@contracts/content/contracts/blog.ts';

/** What a page of published posts is asked for (`GET /api/blog/posts`). */
export interface BlogListQuery {
  category?: string;
  tag?: string;
  page: number;
  pageSize: number;
}

/** What a page of the administrators' post list is asked for (`GET /api/admin/blog/posts`). */
export interface BlogAdminListQuery {
  status?: BlogStatus;
  q?: string;
  page: number;
}

/** The one query-key factory of the blog feature. */
export const blogKeys = {
  all: ['blog'] as const,
  /** pages of published posts: the blog, the homepage's teasers */
  lists: () => [...blogKeys.all, 'list'] as const,
  list: (query: BlogListQuery) => [...blogKeys.lists(), query] as const,
  /** one published post by the slug or id in its URL */
  posts: () => [...blogKeys.all, 'post'] as const,
  post: (slugOrId: string) => [...blogKeys.posts(), slugOrId] as const,
  /** what administrators read: every status */
  admin: () => [...blogKeys.all, 'admin'] as const,
  adminLists: () => [...blogKeys.admin(), 'list'] as const,
  adminList: (query: BlogAdminListQuery) => [...blogKeys.adminLists(), query] as const,
  adminPost: (id: string) => [...blogKeys.admin(), 'post', id] as const,
  preview: (markdown: string) => [...blogKeys.admin(), 'preview', markdown] as const,
};
