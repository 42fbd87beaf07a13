import { z } from 'zod';
import {
  BLOG_CATEGORY_SLUGS,
  BLOG_EXCERPT_MAX,
  BLOG_MARKDOWN_MAX,
  BLOG_SLUG_MAX,
  BLOG_SLUG_PATTERN,
  BLOG_TAG_PATTERN,
  BLOG_TAGS_MAX,
  BLOG_TITLE_MAX,
  type BlogPostInput,
  type BlogPostRecord,
} from '@contracts/content/contracts/blog.ts';
import { fieldIssues, serverCode, serverMessage } from '@/lib/api-errors.ts';

/**
 * The post editor's values, checked in the browser with the contract's limits before they are sent;
 * the server checks them again and its answer's field issues go under the same fields.
 */
export const AUTHOR_NAME_MAX = 100;
const count = (value: number) => value.toLocaleString('en-US');

export const postFormSchema = z.object({
  title: z.string().trim().min(1, 'Title is required').max(BLOG_TITLE_MAX, `Title must be at most ${BLOG_TITLE_MAX} characters`),
  slug: z
    .string()
    .trim()
    .max(BLOG_SLUG_MAX, `Slug must be at most ${BLOG_SLUG_MAX} characters`)
    .refine(
      (slug) => slug === '' || BLOG_SLUG_PATTERN.test(slug),
      'Use lowercase letters and digits joined by single hyphens, like land-deals-2026',
    ),
  excerpt: z.string().trim().max(BLOG_EXCERPT_MAX, `Excerpt must be at most ${BLOG_EXCERPT_MAX} characters`),
  markdown: z.string().max(BLOG_MARKDOWN_MAX, `The article must be at most ${count(BLOG_MARKDOWN_MAX)} characters`),
  coverImageUrl: z.string().nullable(),
  authorName: z.string().trim().max(AUTHOR_NAME_MAX, `Author name must be at most ${AUTHOR_NAME_MAX} characters`),
  categories: z.array(z.enum(BLOG_CATEGORY_SLUGS)),
  tags: z
    .array(z.string().regex(BLOG_TAG_PATTERN, 'Tags are lowercase words joined by hyphens'))
    .max(BLOG_TAGS_MAX, `At most ${BLOG_TAGS_MAX} tags`),
});
export type PostFormValues = z.input<typeof postFormSchema>;

export const POST_FORM_FIELDS = ['title', 'slug', 'excerpt', 'categories', 'tags', 'authorName', 'coverImageUrl', 'markdown'] as const;
export type PostFormField = (typeof POST_FORM_FIELDS)[number];

export const EMPTY_POST: PostFormValues = {
  title: '',
  slug: '',
  excerpt: '',
  markdown: '',
  coverImageUrl: null,
  authorName: '',
  categories: [],
  tags: [],
};

export function formValuesOf(record: BlogPostRecord): PostFormValues {
  return {
    title: record.title,
    slug: record.slug,
    excerpt: record.excerpt,
    markdown: record.markdown,
    coverImageUrl: record.coverImageUrl,
    authorName: record.authorName,
    categories: [...record.categories],
    tags: [...record.tags],
  };
}

/**
 * What is sent: everything the form holds, but no slug once it is locked (or while left empty: the
 * server makes one from the title) and no empty author name (the server puts the administrator's).
 */
export function inputOf(values: PostFormValues, { slugLocked }: { slugLocked: boolean }): BlogPostInput {
  const slug = values.slug.trim();
  const authorName = values.authorName.trim();
  return {
    title: values.title.trim(),
    ...(slug && !slugLocked ? { slug } : {}),
    excerpt: values.excerpt.trim(),
    markdown: values.markdown,
    coverImageUrl: values.coverImageUrl,
    ...(authorName ? { authorName } : {}),
    categories: values.categories,
    tags: values.tags,
  };
}

/** Whether two states of the form hold the same post (the unsaved-changes check). */
export function sameValues(a: PostFormValues, b: PostFormValues): boolean {
  return POST_FORM_FIELDS.every((field) => JSON.stringify(a[field]) === JSON.stringify(b[field]));
}

export interface PostFieldIssue {
  field: PostFormField;
  message: string;
}

const FIELDS = new Set<string>(POST_FORM_FIELDS);

/**
 * The issues of a refused save under the fields they concern, in the form's order: a 400's
 * `details` (`[{ path, message }]`), the slug's conflicts (409 `slug_taken`, `slug_locked`) and an
 * empty article refused publication (422 `blog_post_empty`).
 */
export function postFieldIssues(error: unknown): PostFieldIssue[] {
  const code = serverCode(error);
  if (code === 'slug_taken' || code === 'slug_locked') {
    return [
      {
        field: 'slug',
        message:
          serverMessage(error) ?? (code === 'slug_taken' ? 'Another post has this slug' : 'The slug of a published post cannot change'),
      },
    ];
  }
  if (code === 'blog_post_empty') return [{ field: 'markdown', message: serverMessage(error) ?? 'Write the article before publishing it' }];
  return fieldIssues(error)
    .filter((issue): issue is PostFieldIssue => FIELDS.has(issue.field))
    .sort((a, b) => POST_FORM_FIELDS.indexOf(a.field) - POST_FORM_FIELDS.indexOf(b.field));
}
