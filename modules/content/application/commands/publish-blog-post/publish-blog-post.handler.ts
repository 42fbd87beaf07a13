import { requireAdmin, type CommandContext, type CommandHandler } from '../../../../shared/kernel/bus.ts';
import type { Clock } from '../../../../shared/kernel/clock.ts';
import { PLATFORM } from '../../../../shared/kernel/tokens.ts';
import { handlesCommand } from '../../../../shared/kernel/use-case.ts';
import type { BlogPostRecord } from '../../../contracts/blog.ts';
import { BlogPostPublished } from '../../../contracts/events.ts';
import { EmptyBlogPostError, ONLY_ADMINS_WRITE_THE_BLOG } from '../../../domain/blog-post.errors.ts';
import { findPost } from '../../blog-posts.ts';
import { PublishBlogPost } from './publish-blog-post.command.ts';

type Input = { id: string; at?: string };

export class PublishBlogPostHandler implements CommandHandler<Input, BlogPostRecord> {
  readonly #clock: Clock;

  constructor(clock: Clock) {
    this.#clock = clock;
  }

  async execute({ id, at }: Input, { em, actor, publish }: CommandContext): Promise<BlogPostRecord> {
    requireAdmin(actor, ONLY_ADMINS_WRITE_THE_BLOG);
    const post = await findPost(em, id);
    if (post.markdown.trim() === '') throw new EmptyBlogPostError();
    const now = this.#clock.now();
    if (post.publish(at === undefined ? undefined : new Date(at), now)) {
      publish(BlogPostPublished.create(post.id, { slug: post.slug, title: post.title, publishedAt: now.toISOString() }));
    }
    await em.flush();
    return post.toRecord();
  }
}

export const publishBlogPost = handlesCommand(PublishBlogPost, [PLATFORM.Clock], (clock) => new PublishBlogPostHandler(clock));
