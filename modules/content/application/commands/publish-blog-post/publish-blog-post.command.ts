import { defineCommand } from '../../../../shared/kernel/bus.ts';
import type { BlogPostRecord } from '../../../contracts/blog.ts';

/** Publishes a post now, or schedules it for a future `at` (administrators). */
export const PublishBlogPost = defineCommand<{ id: string; at?: string }, BlogPostRecord>('content.publish-blog-post');
