import { requireAdmin, type QueryContext, type QueryHandler } from '../../../../shared/kernel/bus.ts';
import { PLATFORM } from '../../../../shared/kernel/tokens.ts';
import { answersQuery, http, UsesDependencies } from '../../../../shared/kernel/use-case.ts';
import { blogPostRecordSchema, type BlogPostRecord } from '../../../contracts/blog.ts';
import { ONLY_ADMINS_WRITE_THE_BLOG } from '../../../domain/blog-post.errors.ts';
import { findPost } from '../../blog-posts.ts';
import { BLOG_TAG, byBlogPostId } from '../../http.ts';
import { GetAdminBlogPost } from './get-admin-blog-post.query.ts';

const needs = { em: PLATFORM.EntityManager };

export class GetAdminBlogPostHandler extends UsesDependencies<typeof needs> implements QueryHandler<{ id: string }, BlogPostRecord> {
  async execute({ id }: { id: string }, { actor }: QueryContext): Promise<BlogPostRecord> {
    requireAdmin(actor, ONLY_ADMINS_WRITE_THE_BLOG);
    return (await findPost(this.deps.em.fork(), id)).toRecord();
  }
}

export const getAdminBlogPost = answersQuery(GetAdminBlogPost, needs, GetAdminBlogPostHandler, [
  http(GetAdminBlogPost, {
    method: 'get',
    path: '/api/admin/blog/posts/:id',
    tag: BLOG_TAG,
    summary: 'A blog post for editing',
    access: 'admin',
    forbidden: ONLY_ADMINS_WRITE_THE_BLOG,
    input: byBlogPostId,
    response: blogPostRecordSchema,
    errors: [404],
  }),
]);
