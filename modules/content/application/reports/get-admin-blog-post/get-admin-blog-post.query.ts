import { defineQuery } from '../../../../shared/kernel/bus.ts';
import type { BlogPostRecord } from '../../../contracts/blog.ts';

/** One post of any status as stored, for its editor (administrators). */
export const GetAdminBlogPost = defineQuery<{ id: string }, BlogPostRecord>('content.get-admin-blog-post');
