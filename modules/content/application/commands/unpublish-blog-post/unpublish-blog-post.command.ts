import { defineCommand } from '../../../../shared/kernel/bus.ts';
import type { BlogPostRecord } from '../../../contracts/blog.ts';

/** Takes a published or scheduled post back to a private draft (administrators). */
export const UnpublishBlogPost = defineCommand<{ id: string }, BlogPostRecord>('content.unpublish-blog-post');
