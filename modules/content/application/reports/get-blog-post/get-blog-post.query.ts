import { defineQuery } from '../../../../shared/kernel/bus.ts';
import type { BlogPost } from '../../../contracts/blog.ts';

/** One published post by its slug or its id (old links), with related posts and its neighbours (public); 404 otherwise. */
export const GetBlogPost = defineQuery<{ slugOrId: string }, BlogPost>('content.get-blog-post');
