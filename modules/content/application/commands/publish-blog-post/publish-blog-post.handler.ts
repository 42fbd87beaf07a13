import { requireAdmin, type CommandContext, type CommandHandler } from '../../../../shared/kernel/bus.ts';
import { PLATFORM } from '../../../../shared/kernel/tokens.ts';
import { handlesCommand, http, UsesDependencies } from '../../../../shared/kernel/use-case.ts';
import { blogPostRecordSchema, type BlogPostRecord } from '../../../contracts/blog.ts';
import { publishBlogPostRequestSchema } from '../../../contracts/blog-requests.ts';
import { BlogPostPublished } from '../../../contracts/events.ts';
import { EmptyBlogPostError, ONLY_ADMINS_WRITE_THE_BLOG } from '../../../domain/blog-post.errors.ts';
import { findPost } from '../../blog-posts.ts';
import { BLOG_TAG, byBlogPostId } from '../../http.ts';
import { PublishBlogPost } from './publish-blog-post.command.ts';

type Input = { id: string; at?: string };

const needs = { clock: PLATFORM.Clock };

export class PublishBlogPostHandler extends UsesDependencies<typeof needs> implements CommandHandler<Input, BlogPostRecord> {
  async execute({ id, at }: Input, { em, actor, publish }: CommandContext): Promise<BlogPostRecord> {
    requireAdmin(actor, ONLY_ADMINS_WRITE_THE_BLOG);
    const post = await findPost(em, id);
    if (post.markdown.trim() === '') throw new EmptyBlogPostError();
    const now = this.deps.clock.now();
    if (post.publish(at === undefined ? undefined : new Date(at), now)) {
      publish(BlogPostPublished.create(post.id, { slug: post.slug, title: post.title, publishedAt: now.toISOString() }));
    }
    await em.flush();
    return post.toRecord();
  }
}

export const publishBlogPost = handlesCommand(PublishBlogPost, needs, PublishBlogPostHandler, [
  http(PublishBlogPost, {
    method: 'post',
    path: '/api/admin/blog/posts/:id/publish',
    tag: BLOG_TAG,
    summary: 'Publish (or schedule) a blog post',
    description: 'Now, or at `at`; a post without an article is a 422.',
    access: 'admin',
    forbidden: ONLY_ADMINS_WRITE_THE_BLOG,
    body: publishBlogPostRequestSchema,
    invalid: 'Invalid publication time',
    input: (request) => ({ ...byBlogPostId(request), at: request.body.at }),
    response: blogPostRecordSchema,
    errors: [404, 422],
  }),
]);
