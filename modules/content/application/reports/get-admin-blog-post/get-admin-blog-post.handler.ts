import type { SqlEntityManager as EntityManager } from '@mikro-orm/sql';
import { requireAdmin, type QueryContext, type QueryHandler } from '../../../../shared/kernel/bus.ts';
import { PLATFORM } from '../../../../shared/kernel/tokens.ts';
import { answersQuery, http } from '../../../../shared/kernel/use-case.ts';
import { blogPostRecordSchema, type BlogPostRecord } from '../../../contracts/blog.ts';
import { ONLY_ADMINS_WRITE_THE_BLOG } from '../../../domain/blog-post.errors.ts';
import { findPost } from '../../blog-posts.ts';
import { BLOG_TAG, byBlogPostId } from '../../http.ts';
import { GetAdminBlogPost } from './get-admin-blog-post.query.ts';

export class GetAdminBlogPostHandler implements QueryHandler<{ id: string }, BlogPostRecord> {
  readonly #em: EntityManager;

  constructor(em: EntityManager) {
    this.#em = em;
  }

  async execute({ id }: { id: string }, { actor }: QueryContext): Promise<BlogPostRecord> {
    requireAdmin(actor, ONLY_ADMINS_WRITE_THE_BLOG);
    return (await findPost(this.#em.fork(), id)).toRecord();
  }
}

export const getAdminBlogPost = answersQuery(GetAdminBlogPost, [PLATFORM.EntityManager], (em) => new GetAdminBlogPostHandler(em), [
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
