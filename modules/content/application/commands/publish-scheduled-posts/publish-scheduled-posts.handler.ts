import type { CommandContext, CommandHandler } from '../../../../shared/kernel/bus.ts';
import { PLATFORM } from '../../../../shared/kernel/tokens.ts';
import { handlesCommand, UsesDependencies } from '../../../../shared/kernel/use-case.ts';
import { BlogPostPublished } from '../../../contracts/events.ts';
import { PublishScheduledPosts } from './publish-scheduled-posts.command.ts';

const BATCH = 100;

/** Each post keeps its scheduled time as its publication time; hosts running the job at once share the posts (`skip locked`). */
const PUBLISH_DUE = `
  update content.blog_posts p
  set status = 'published', first_published_at = coalesce(p.first_published_at, p.publish_at), updated_at = ?
  where p.id in (
    select id from content.blog_posts
    where status = 'scheduled' and publish_at <= ?
    order by publish_at
    limit ${BATCH}
    for update skip locked
  )
  returning p.id, p.slug, p.title, p.publish_at`;

const needs = { clock: PLATFORM.Clock };

export class PublishScheduledPostsHandler extends UsesDependencies<typeof needs> implements CommandHandler<void, number> {
  async execute(_input: void, { em, publish }: CommandContext): Promise<number> {
    const now = this.deps.clock.now();
    const published = await em.execute<Array<{ id: string; slug: string; title: string; publish_at: Date | string }>>(PUBLISH_DUE, [
      now,
      now,
    ]);
    for (const post of published) {
      publish(
        BlogPostPublished.create(post.id, { slug: post.slug, title: post.title, publishedAt: new Date(post.publish_at).toISOString() }),
      );
    }
    return published.length;
  }
}

export const publishScheduledPosts = handlesCommand(PublishScheduledPosts, needs, PublishScheduledPostsHandler);
