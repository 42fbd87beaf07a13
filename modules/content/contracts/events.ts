import { defineEvent } from '../../shared/kernel/events.ts';

/**
 * A blog post became public: published now by an administrator, or by the scheduler at its time.
 * Not repeated while it stays public; a post unpublished and published again is announced again.
 */
export const BlogPostPublished = defineEvent<{ slug: string; title: string; publishedAt: string }>()('content.blog-post-published.v1');
