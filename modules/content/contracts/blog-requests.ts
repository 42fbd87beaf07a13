import { z } from 'zod';
import { singleLine } from '../../shared/kernel/text.ts';
import {
  BLOG_CATEGORY_SLUGS,
  BLOG_EXCERPT_MAX,
  BLOG_MARKDOWN_MAX,
  BLOG_PAGE_SIZE,
  BLOG_PAGE_SIZE_MAX,
  BLOG_SLUG_MAX,
  BLOG_SLUG_PATTERN,
  BLOG_STATUSES,
  BLOG_TAG_MAX,
  BLOG_TAG_PATTERN,
  BLOG_TAGS_MAX,
  BLOG_TITLE_MAX,
} from './blog.ts';
import { safeText } from './http.ts';

/**
 * What the blog's routes accept (the calls are listed in blog.ts). A refused request is a 400 whose
 * `details` name each field (`path`) with a message a person can act on.
 */
export const BLOG_AUTHOR_NAME_MAX = 100;
export const BLOG_ADMIN_PAGE_SIZE = 20;
const COVER_URL_MAX = 500;

const count = (value: number) => value.toLocaleString('en-US');
const SLUG_RULE = 'lowercase letters and digits joined by single hyphens, like land-deals-2026';
const CATEGORY_RULE = `Category must be one of ${BLOG_CATEGORY_SLUGS.join(', ')}`;
/** a path on this site without tricks: what the image upload answers (`/uploads/blog/…`) */
const SITE_FILE_PATH = /^\/(?!\/)[A-Za-z0-9/_.-]+$/;

export const blogSlugSchema = z
  .string({ error: 'Slug must be text' })
  .trim()
  .min(1, `Slug is required when given: ${SLUG_RULE}`)
  .max(BLOG_SLUG_MAX, `Slug must be at most ${BLOG_SLUG_MAX} characters`)
  .regex(BLOG_SLUG_PATTERN, `Slug must be ${SLUG_RULE}`);

const blogCategorySlugSchema = z.enum(BLOG_CATEGORY_SLUGS, { error: CATEGORY_RULE });
const blogTagSchema = z
  .string({ error: 'Each tag must be text' })
  .trim()
  .toLowerCase()
  .min(1, 'A tag cannot be empty')
  .max(BLOG_TAG_MAX, `Each tag must be at most ${BLOG_TAG_MAX} characters`)
  .regex(BLOG_TAG_PATTERN, 'Tags are lowercase words joined by hyphens, like due-diligence');

export const blogPostRequestSchema = z.strictObject({
  title: singleLine(
    safeText(
      z
        .string({ error: 'Title is required' })
        .trim()
        .min(1, 'Title is required')
        .max(BLOG_TITLE_MAX, `Title must be at most ${BLOG_TITLE_MAX} characters`),
      'Title',
    ),
    'Title',
  ),
  slug: blogSlugSchema.optional(),
  excerpt: safeText(
    z.string({ error: 'Excerpt must be text' }).trim().max(BLOG_EXCERPT_MAX, `Excerpt must be at most ${BLOG_EXCERPT_MAX} characters`),
    'Excerpt',
  ),
  markdown: safeText(
    z
      .string({ error: 'The article must be text' })
      .max(BLOG_MARKDOWN_MAX, `The article must be at most ${count(BLOG_MARKDOWN_MAX)} characters`),
    'The article',
  ),
  coverImageUrl: z
    .string({ error: 'Cover image must be the URL of an uploaded image, or null' })
    .trim()
    .max(COVER_URL_MAX, 'Cover image must be the URL of an image uploaded to the blog')
    .refine((url) => SITE_FILE_PATH.test(url) && !url.includes('..'), 'Cover image must be the URL of an image uploaded to the blog')
    .nullable()
    .optional(),
  authorName: singleLine(
    safeText(
      z
        .string({ error: 'Author name must be text' })
        .trim()
        .min(1, 'Author name cannot be empty: leave it out to sign with your name')
        .max(BLOG_AUTHOR_NAME_MAX, `Author name must be at most ${BLOG_AUTHOR_NAME_MAX} characters`),
      'Author name',
    ),
    'Author name',
  ).optional(),
  categories: z
    .array(blogCategorySlugSchema, { error: 'Categories must be a list' })
    .refine((list) => new Set(list).size === list.length, 'Categories must not repeat a category'),
  tags: z
    .array(blogTagSchema, { error: 'Tags must be a list' })
    .max(BLOG_TAGS_MAX, `At most ${BLOG_TAGS_MAX} tags`)
    .transform((tags) => [...new Set(tags)]),
});
export type BlogPostRequest = z.infer<typeof blogPostRequestSchema>;

export const blogPostChangesSchema = blogPostRequestSchema.partial();
export type BlogPostChanges = z.infer<typeof blogPostChangesSchema>;

export const publishBlogPostRequestSchema = z.strictObject({
  at: z.iso.datetime({ offset: true, error: 'at must be a date and time with its offset, like 2026-11-20T09:00:00Z' }).optional(),
});

export const blogPreviewRequestSchema = z.strictObject({
  markdown: safeText(
    z
      .string({ error: 'The article is required' })
      .max(BLOG_MARKDOWN_MAX, `The article must be at most ${count(BLOG_MARKDOWN_MAX)} characters`),
    'The article',
  ),
});

const pageNumber = z.coerce
  .number({ error: 'page must be a whole number from 1' })
  .int('page must be a whole number from 1')
  .min(1, 'page must be a whole number from 1')
  .max(100_000, 'page is too large');

export const listBlogPostsQuerySchema = z.object({
  category: z.union([z.literal(''), blogCategorySlugSchema]).optional(),
  tag: z.union([z.literal(''), blogTagSchema]).optional(),
  page: pageNumber.default(1),
  pageSize: z.coerce
    .number()
    .int()
    .min(1, `pageSize must be from 1 to ${BLOG_PAGE_SIZE_MAX}`)
    .max(BLOG_PAGE_SIZE_MAX, `pageSize must be from 1 to ${BLOG_PAGE_SIZE_MAX}`)
    .default(BLOG_PAGE_SIZE),
});

export const listAdminBlogPostsQuerySchema = z.object({
  status: z.union([z.literal(''), z.enum(BLOG_STATUSES, { error: `status must be one of ${BLOG_STATUSES.join(', ')}` })]).optional(),
  q: safeText(z.string().trim().max(100, 'q must be at most 100 characters'), 'q').optional(),
  page: pageNumber.default(1),
});
