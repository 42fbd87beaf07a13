import { requireAdmin, type CommandContext, type CommandHandler } from '../../../../shared/kernel/bus.ts';
import { handlesCommand, http } from '../../../../shared/kernel/use-case.ts';
import { ONLY_ADMINS_WRITE_THE_BLOG } from '../../../domain/blog-post.errors.ts';
import { findPost } from '../../blog-posts.ts';
import { BLOG_TAG, byBlogPostId } from '../../http.ts';
import { DeleteBlogPost } from './delete-blog-post.command.ts';

export class DeleteBlogPostHandler implements CommandHandler<{ id: string }, void> {
  async execute({ id }: { id: string }, { em, actor }: CommandContext): Promise<void> {
    requireAdmin(actor, ONLY_ADMINS_WRITE_THE_BLOG);
    em.remove(await findPost(em, id));
    await em.flush();
  }
}

export const deleteBlogPost = handlesCommand(DeleteBlogPost, {}, DeleteBlogPostHandler, [
  http(DeleteBlogPost, {
    method: 'delete',
    path: '/api/admin/blog/posts/:id',
    tag: BLOG_TAG,
    summary: 'Delete a blog post',
    access: 'admin',
    forbidden: ONLY_ADMINS_WRITE_THE_BLOG,
    input: byBlogPostId,
    status: 204,
    errors: [404],
  }),
]);
