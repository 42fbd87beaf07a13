import { z } from 'zod';
import type { BlogStatus } from '@contracts/content/contracts/blog.ts';
import { pageParam } from './search-params.ts';
import { lazySchema } from '@/lib/lazy-schema.ts';

/**
 * Route search schemas load with the app's first chunk, so this file imports only types from the
 * blog contract (which the blog's own chunks bring); its test checks the lists agree.
 */
export const BLOG_STATUS_PARAMS = ['draft', 'scheduled', 'published'] as const satisfies readonly BlogStatus[];

/**
 * `/admin/blog-management`: the tab (posts by default), the post list's status filter, text and page,
 * and the post open in the editor (`new` for a new one).
 */
export const blogAdminSearchSchema = lazySchema(() =>
  z.object({
    tab: z.literal('faqs').optional().catch(undefined),
    status: z.enum(BLOG_STATUS_PARAMS).optional().catch(undefined),
    q: z.string().max(100).optional().catch(undefined),
    page: pageParam(),
    post: z.string().max(64).optional().catch(undefined),
  }),
);
export type BlogAdminSearch = z.infer<typeof blogAdminSearchSchema>;
