import { defineQuery } from '../../../../shared/kernel/bus.ts';
import type { BlogCategorySlug, BlogPostPage } from '../../../contracts/blog.ts';

export interface BlogPostsFilter {
  category?: BlogCategorySlug;
  tag?: string;
  page: number;
  pageSize: number;
}

/** A page of published posts, newest first, optionally of one category or tag (public). */
export const ListBlogPosts = defineQuery<BlogPostsFilter, BlogPostPage>('content.list-blog-posts');
