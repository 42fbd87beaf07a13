import { z } from 'zod';

/**
 * The blog (issue: content). Posts are written in Markdown by administrators; the server renders and
 * sanitizes them, so readers and the editor's preview get the same HTML, and the browser never ships a
 * Markdown parser.
 *
 * Public (rate-limited per address, cached for 5 minutes):
 * - `GET /api/blog/posts?category=&tag=&page=&pageSize=` → `BlogPostPage` of published posts, newest first
 *   (`pageSize` 1 to 24, default 9; the homepage's teasers ask for 3).
 * - `GET /api/blog/posts/{post}` (a slug) → `BlogPost`; a post's id (old links) answers the same post, whose
 *   `slug` the page redirects to. Drafts, scheduled and unknown posts are 404.
 * - `GET /blog/rss.xml`: RSS 2.0 of the latest 20 published posts.
 *
 * Administrators only (401 signed out, 403 otherwise); CSRF like every mutation:
 * - `GET /api/admin/blog/posts?status=&q=&page=` → `BlogAdminPage` (every status, newest change first; `q`
 *   matches title, slug or excerpt, case-insensitive).
 * - `GET /api/admin/blog/posts/{id}` → `BlogPostRecord`.
 * - `POST /api/admin/blog/posts` `BlogPostInput` → 201 `BlogPostRecord` (a draft).
 * - `PATCH /api/admin/blog/posts/{id}` `Partial<BlogPostInput>` → `BlogPostRecord`; the slug can change only
 *   while the post has never been published (409 `slug_locked` otherwise); a taken slug is 409 `slug_taken`.
 * - `POST /api/admin/blog/posts/{id}/publish` `{ at? }` → `BlogPostRecord`: without `at` (or `at` not in the
 *   future) published now; with a future `at` scheduled, and a job publishes it at that time.
 * - `POST /api/admin/blog/posts/{id}/unpublish` → `BlogPostRecord` back to draft (scheduled ones too).
 * - `DELETE /api/admin/blog/posts/{id}` → 204.
 * - `POST /api/admin/blog/preview` `{ markdown }` → `BlogPreview` (exactly what publishing would show).
 * - `POST /api/admin/blog/images` multipart field `image` (JPEG, PNG or WebP up to 10 MB, re-encoded like
 *   listing photos) → 201 `BlogImage`; its `url` goes into a post's cover or its Markdown.
 */

export const BLOG_CATEGORIES = [
  { slug: 'land-investing', name: 'Land investing' },
  { slug: 'wholesaling', name: 'Wholesaling' },
  { slug: 'joint-ventures', name: 'Joint ventures' },
  { slug: 'financing', name: 'Financing' },
  { slug: 'deal-analysis', name: 'Deal analysis' },
  { slug: 'rentals', name: 'Rentals and BRRRR' },
] as const;
export type BlogCategorySlug = (typeof BLOG_CATEGORIES)[number]['slug'];
export const BLOG_CATEGORY_SLUGS = BLOG_CATEGORIES.map((category) => category.slug) as [BlogCategorySlug, ...BlogCategorySlug[]];

export const BLOG_STATUSES = ['draft', 'scheduled', 'published'] as const;
export type BlogStatus = (typeof BLOG_STATUSES)[number];

export const BLOG_TITLE_MAX = 140;
export const BLOG_EXCERPT_MAX = 300;
export const BLOG_MARKDOWN_MAX = 100_000;
export const BLOG_TAGS_MAX = 8;
export const BLOG_TAG_MAX = 30;
export const BLOG_SLUG_MAX = 80;
export const BLOG_PAGE_SIZE = 9;
export const BLOG_PAGE_SIZE_MAX = 24;

/** lowercase words joined by single hyphens */
export const BLOG_SLUG_PATTERN = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;
export const BLOG_TAG_PATTERN = BLOG_SLUG_PATTERN;

export const blogCategorySchema = z.object({ slug: z.enum(BLOG_CATEGORY_SLUGS), name: z.string() });
export type BlogCategory = z.infer<typeof blogCategorySchema>;

const blogAuthorSchema = z.object({ name: z.string() });

/** A post as lists show it (the blog, the homepage teasers, related posts). */
export const blogPostSummarySchema = z.object({
  id: z.string(),
  slug: z.string(),
  title: z.string(),
  excerpt: z.string(),
  /** absolute path under the site (a storage URL), or null */
  coverImageUrl: z.string().nullable(),
  author: blogAuthorSchema,
  /** ISO date-time */
  publishedAt: z.string(),
  readingMinutes: z.number().int().positive(),
  categories: z.array(blogCategorySchema),
  tags: z.array(z.string()),
});
export type BlogPostSummary = z.infer<typeof blogPostSummarySchema>;

const blogNeighbourSchema = z.object({ slug: z.string(), title: z.string() }).nullable();

/** One published post with its sanitized HTML. */
export const blogPostSchema = blogPostSummarySchema.extend({
  html: z.string(),
  updatedAt: z.string(),
  /** up to three published posts sharing a category or tag, most shared first */
  related: z.array(blogPostSummarySchema),
  /** the next older and next newer published posts */
  previous: blogNeighbourSchema,
  next: blogNeighbourSchema,
});
export type BlogPost = z.infer<typeof blogPostSchema>;

export const blogPostPageSchema = z.object({
  items: z.array(blogPostSummarySchema),
  page: z.number().int(),
  pageSize: z.number().int(),
  total: z.number().int(),
});
export type BlogPostPage = z.infer<typeof blogPostPageSchema>;

/** What administrators see and edit. */
export const blogPostRecordSchema = z.object({
  id: z.string(),
  slug: z.string(),
  title: z.string(),
  excerpt: z.string(),
  markdown: z.string(),
  coverImageUrl: z.string().nullable(),
  authorName: z.string(),
  categories: z.array(z.enum(BLOG_CATEGORY_SLUGS)),
  tags: z.array(z.string()),
  status: z.enum(BLOG_STATUSES),
  /** when it was or will be published (scheduled); null for a draft */
  publishAt: z.string().nullable(),
  /** true once the post has ever been public: its slug no longer changes */
  slugLocked: z.boolean(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type BlogPostRecord = z.infer<typeof blogPostRecordSchema>;

export const blogAdminPageSchema = z.object({
  items: z.array(blogPostRecordSchema.omit({ markdown: true })),
  page: z.number().int(),
  pageSize: z.number().int(),
  total: z.number().int(),
});
export type BlogAdminPage = z.infer<typeof blogAdminPageSchema>;

export const blogPreviewSchema = z.object({ html: z.string(), readingMinutes: z.number().int().positive() });
export type BlogPreview = z.infer<typeof blogPreviewSchema>;

export const blogImageSchema = z.object({ url: z.string(), width: z.number().int(), height: z.number().int() });
export type BlogImage = z.infer<typeof blogImageSchema>;

/**
 * What an administrator writes (`POST`, and partially `PATCH`). Without a slug the server makes one from
 * the title (unique, suffixed -2, -3... when taken). The author name defaults to the administrator's name.
 * `coverImageUrl` must be a URL the image upload answered (a path under the site's storage), or null.
 */
export interface BlogPostInput {
  title: string;
  slug?: string;
  excerpt: string;
  markdown: string;
  coverImageUrl?: string | null;
  authorName?: string;
  categories: BlogCategorySlug[];
  tags: string[];
}
