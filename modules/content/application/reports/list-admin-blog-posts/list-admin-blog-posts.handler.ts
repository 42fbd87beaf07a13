import { likeContaining } from '../../../../shared/kernel/like-pattern.ts';
import type { FilterQuery } from '@mikro-orm/core';
import { requireAdmin, type QueryContext, type QueryHandler } from '../../../../shared/kernel/bus.ts';
import { PLATFORM } from '../../../../shared/kernel/tokens.ts';
import { answersQuery, http, UsesDependencies } from '../../../../shared/kernel/use-case.ts';
import { blogAdminPageSchema, type BlogAdminPage, type BlogStatus } from '../../../contracts/blog.ts';
import { BLOG_ADMIN_PAGE_SIZE, listAdminBlogPostsQuerySchema } from '../../../contracts/blog-requests.ts';
import { BlogPost } from '../../../domain/blog-post.entity.ts';
import { ONLY_ADMINS_WRITE_THE_BLOG } from '../../../domain/blog-post.errors.ts';
import { BLOG_TAG } from '../../http.ts';
import { ListAdminBlogPosts } from './list-admin-blog-posts.query.ts';

type Input = { status?: BlogStatus; q?: string; page: number };

/** `%`, `_` and `\` typed by the administrator match themselves */

const needs = { em: PLATFORM.EntityManager };

export class ListAdminBlogPostsHandler extends UsesDependencies<typeof needs> implements QueryHandler<Input, BlogAdminPage> {
  async execute({ status, q, page }: Input, { actor }: QueryContext): Promise<BlogAdminPage> {
    requireAdmin(actor, ONLY_ADMINS_WRITE_THE_BLOG);
    const where: FilterQuery<BlogPost> = status ? { status } : {};
    if (q) {
      const pattern = likeContaining(q);
      where.$or = [{ title: { $ilike: pattern } }, { slug: { $ilike: pattern } }, { excerpt: { $ilike: pattern } }];
    }
    const [posts, total] = await this.deps.em.fork().findAndCount(BlogPost, where, {
      orderBy: { updatedAt: 'desc', id: 'desc' },
      limit: BLOG_ADMIN_PAGE_SIZE,
      offset: (page - 1) * BLOG_ADMIN_PAGE_SIZE,
    });
    return { items: posts.map((post) => post.toListItem()), page, pageSize: BLOG_ADMIN_PAGE_SIZE, total };
  }
}

export const listAdminBlogPosts = answersQuery(ListAdminBlogPosts, needs, ListAdminBlogPostsHandler, [
  http(ListAdminBlogPosts, {
    method: 'get',
    path: '/api/admin/blog/posts',
    tag: BLOG_TAG,
    summary: 'Blog posts, every status',
    access: 'admin',
    forbidden: ONLY_ADMINS_WRITE_THE_BLOG,
    query: listAdminBlogPostsQuerySchema,
    invalid: 'Invalid blog query',
    input: ({ query: { status, q, page } }) => ({ status: status || undefined, q: q || undefined, page }),
    response: blogAdminPageSchema,
  }),
]);
