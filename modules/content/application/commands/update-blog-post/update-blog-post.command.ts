import { defineCommand } from '../../../../shared/kernel/bus.ts';
import type { BlogPostRecord } from '../../../contracts/blog.ts';
import type { BlogPostChanges } from '../../../contracts/blog-requests.ts';

/** Changes any field of a post (administrators); the slug only while the post has never been public. */
export const UpdateBlogPost = defineCommand<{ id: string; changes: BlogPostChanges }, BlogPostRecord>('content.update-blog-post');
