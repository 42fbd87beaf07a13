import { requireAdmin, type CommandContext, type CommandHandler } from '../../../../shared/kernel/bus.ts';
import { PLATFORM } from '../../../../shared/kernel/tokens.ts';
import { handlesCommand, http, UsesDependencies } from '../../../../shared/kernel/use-case.ts';
import { blogPostRecordSchema, type BlogPostRecord } from '../../../contracts/blog.ts';
import { ONLY_ADMINS_WRITE_THE_BLOG } from '../../../domain/blog-post.errors.ts';
import { findPost } from '../../blog-posts.ts';
import { BLOG_TAG, byBlogPostId } from '../../http.ts';
import { UnpublishBlogPost } from './unpublish-blog-post.command.ts';

const needs = { clock: PLATFORM.Clock };

export class UnpublishBlogPostHandler extends UsesDependencies<typeof needs> implements CommandHandler<{ id: string }, BlogPostRecord> {
  async execute({ id }: { id: string }, { em, actor }: CommandContext): Promise<BlogPostRecord> {
    requireAdmin(actor, ONLY_ADMINS_WRITE_THE_BLOG);
    const post = await findPost(em, id);
    post.unpublish(this.deps.clock.now());
    await em.flush();
    return post.toRecord();
  }
}

export const unpublishBlogPost = handlesCommand(UnpublishBlogPost, needs, UnpublishBlogPostHandler, [
  http(UnpublishBlogPost, {
    method: 'post',
    path: '/api/admin/blog/posts/:id/unpublish',
    tag: BLOG_TAG,
    summary: 'Take a blog post down',
    access: 'admin',
    forbidden: ONLY_ADMINS_WRITE_THE_BLOG,
    input: byBlogPostId,
    response: blogPostRecordSchema,
    errors: [404],
  }),
]);
