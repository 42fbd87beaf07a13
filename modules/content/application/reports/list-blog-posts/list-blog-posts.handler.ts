import type { FilterQuery } from '@mikro-orm/core';
import type { QueryHandler } from '../../../../shared/kernel/bus.ts';
import { PLATFORM } from '../../../../shared/kernel/tokens.ts';
import { answersQuery, http, UsesDependencies } from '../../../../shared/kernel/use-case.ts';
import { blogPostPageSchema, type BlogPostPage } from '../../../contracts/blog.ts';
import { listBlogPostsQuerySchema } from '../../../contracts/blog-requests.ts';
import { BlogPost } from '../../../domain/blog-post.entity.ts';
import { BLOG_READS, BLOG_TAG, PUBLIC_CACHE } from '../../http.ts';
import { ListBlogPosts, type BlogPostsFilter } from './list-blog-posts.query.ts';

const needs = { em: PLATFORM.EntityManager };

/** A Postgres read (decision 0028): the blog holds hundreds of posts, not millions, and answers are cached for 5 minutes. */
export class ListBlogPostsHandler extends UsesDependencies<typeof needs> implements QueryHandler<BlogPostsFilter, BlogPostPage> {
  async execute({ category, tag, page, pageSize }: BlogPostsFilter): Promise<BlogPostPage> {
    const where: FilterQuery<BlogPost> = { status: 'published' };
    if (category) where.categories = { $contains: [category] };
    if (tag) where.tags = { $contains: [tag] };
    const [posts, total] = await this.deps.em.fork().findAndCount(BlogPost, where, {
      orderBy: { publishAt: 'desc', id: 'desc' },
      limit: pageSize,
      offset: (page - 1) * pageSize,
    });
    return { items: posts.map((post) => post.toSummary()), page, pageSize, total };
  }
}

export const listBlogPosts = answersQuery(ListBlogPosts, needs, ListBlogPostsHandler, [
  http(ListBlogPosts, {
    method: 'get',
    path: '/api/blog/posts',
    tag: BLOG_TAG,
    summary: 'Published blog posts',
    description: 'Newest first, optionally of one category or tag.',
    access: 'public',
    rateLimit: BLOG_READS,
    query: listBlogPostsQuerySchema,
    invalid: 'Invalid blog query',
    input: ({ query: { category, tag, page, pageSize } }) => ({ category: category || undefined, tag: tag || undefined, page, pageSize }),
    response: blogPostPageSchema,
    cacheControl: PUBLIC_CACHE,
  }),
]);
