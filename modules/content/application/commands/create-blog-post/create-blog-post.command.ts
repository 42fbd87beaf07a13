import { defineCommand } from '../../../../shared/kernel/bus.ts';
import type { BlogPostRecord } from '../../../contracts/blog.ts';
import type { BlogPostRequest } from '../../../contracts/blog-requests.ts';

/** A new draft (administrators); without a slug, one made from the title. */
export const CreateBlogPost = defineCommand<BlogPostRequest, BlogPostRecord>('content.create-blog-post');
