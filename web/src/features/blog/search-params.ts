import { z } from 'zod';
import type { BlogCategorySlug } from '@contracts/content/contracts/blog.ts';
import { lazySchema } from '@/lib/lazy-schema.ts';

/**
 * `/blog`'s search params: its category, tag and page. A malformed value is dropped rather than failing the page.
 *
 * Route search schemas load with the app's first chunk, so this file imports only types from the
 * blog contract (which the blog's own chunks bring); its test checks the lists agree.
 */
export const BLOG_CATEGORY_PARAMS = [
  'land-investing',
  'wholesaling',
  'joint-ventures',
  'financing',
  'deal-analysis',
  'rentals',
] as const satisfies readonly BlogCategorySlug[];
/** a tag as the contract writes it: lowercase words joined by single hyphens, up to 30 characters */
export const BLOG_TAG_PARAM = /^(?=.{1,30}$)[a-z0-9]+(?:-[a-z0-9]+)*$/;

/** a page after the first: page 1 stays out of the URL */
export const pageParam = () => z.coerce.number().int().min(2).max(10_000).optional().catch(undefined);

/** `/blog?category=&tag=&page=` */
export const blogSearchSchema = lazySchema(() =>
  z.object({
    category: z.enum(BLOG_CATEGORY_PARAMS).optional().catch(undefined),
    tag: z.string().regex(BLOG_TAG_PARAM).optional().catch(undefined),
    page: pageParam(),
  }),
);
export type BlogSearch = z.infer<typeof blogSearchSchema>;
