import { defineEntity, p } from '@mikro-orm/core';
import { newId } from '../../shared/kernel/ids.ts';
import {
  BLOG_CATEGORIES,
  type BlogAdminPage,
  type BlogCategorySlug,
  type BlogPostRecord,
  type BlogPostSummary,
  type BlogStatus,
} from '../contracts/blog.ts';
import { SlugLockedError } from './blog-post.errors.ts';

/**
 * A blog post: Markdown written by administrators, stored with its sanitized HTML and reading time
 * (rendered at write time, decision 0028). A draft is private; a scheduled post becomes public at
 * `publishAt` (a job publishes it); a published one is public since `publishAt`. Once a post has
 * ever been public (`firstPublishedAt`), its slug never changes: links to it are out there.
 */
const BlogPostSchema = defineEntity({
  name: 'BlogPost',
  schema: 'content',
  tableName: 'blog_posts',
  uniques: [{ name: 'blog_posts_slug_unique', properties: ['slug'] }],
  indexes: [
    { name: 'blog_posts_status_publish_at_index', columns: [{ name: 'status' }, { name: 'publish_at', sort: 'desc' }] },
    { name: 'blog_posts_categories_index', properties: ['categories'], type: 'gin' },
    { name: 'blog_posts_tags_index', properties: ['tags'], type: 'gin' },
  ],
  properties: {
    id: p.uuid().primary(),
    slug: p.text(),
    title: p.text(),
    excerpt: p.text(),
    markdown: p.text().lazy(),
    html: p.text().lazy(),
    readingMinutes: p.integer(),
    coverImageUrl: p.text().nullable(),
    authorId: p.uuid().nullable(),
    authorName: p.text(),
    categories: p.array<BlogCategorySlug>(),
    tags: p.array(),
    status: p.text().$type<BlogStatus>(),
    publishAt: p.datetime().nullable(),
    firstPublishedAt: p.datetime().nullable(),
    createdAt: p.datetime(),
    updatedAt: p.datetime(),
  },
});

export interface BlogPostContent {
  title: string;
  excerpt: string;
  markdown: string;
  html: string;
  readingMinutes: number;
  coverImageUrl: string | null;
  authorName: string;
  categories: BlogCategorySlug[];
  tags: string[];
}

const CATEGORY_NAMES = new Map<string, string>(BLOG_CATEGORIES.map((category) => [category.slug, category.name]));

export class BlogPost extends BlogPostSchema.class {
  static draft(input: BlogPostContent & { slug: string; authorId: string | null; now: Date }): BlogPost {
    const post = new BlogPost();
    post.id = newId(input.now.getTime());
    post.slug = input.slug;
    post.authorId = input.authorId;
    post.status = 'draft';
    post.publishAt = null;
    post.firstPublishedAt = null;
    post.createdAt = input.now;
    post.edit(input, input.now);
    return post;
  }

  /** true once the post has ever been public */
  get slugLocked(): boolean {
    return this.firstPublishedAt !== null;
  }

  edit(changes: Partial<BlogPostContent>, now: Date): void {
    for (const key of [
      'title',
      'excerpt',
      'markdown',
      'html',
      'readingMinutes',
      'coverImageUrl',
      'authorName',
      'categories',
      'tags',
    ] as const) {
      if (changes[key] !== undefined) (this as Record<typeof key, unknown>)[key] = changes[key];
    }
    this.updatedAt = now;
  }

  changeSlug(slug: string, now: Date): void {
    if (slug === this.slug) return;
    if (this.slugLocked) throw new SlugLockedError();
    this.slug = slug;
    this.updatedAt = now;
  }

  /**
   * Public now (a future `at` schedules it instead). A post already public stays as it is. Answers
   * true when this made it public.
   */
  publish(at: Date | undefined, now: Date): boolean {
    if (at && at.getTime() > now.getTime()) {
      this.status = 'scheduled';
      this.publishAt = at;
      this.updatedAt = now;
      return false;
    }
    if (this.status === 'published') return false;
    this.status = 'published';
    this.publishAt = now;
    this.firstPublishedAt ??= now;
    this.updatedAt = now;
    return true;
  }

  /** Back to a private draft (a scheduled post is no longer scheduled); its slug stays locked if it was public. */
  unpublish(now: Date): void {
    this.status = 'draft';
    this.publishAt = null;
    this.updatedAt = now;
  }

  toSummary(): BlogPostSummary {
    return {
      id: this.id,
      slug: this.slug,
      title: this.title,
      excerpt: this.excerpt,
      coverImageUrl: this.coverImageUrl ?? null,
      author: { name: this.authorName },
      publishedAt: (this.publishAt ?? this.updatedAt).toISOString(),
      readingMinutes: this.readingMinutes,
      categories: this.categories.map((slug) => ({ slug, name: CATEGORY_NAMES.get(slug) ?? slug })),
      tags: this.tags,
    };
  }

  toListItem(): BlogAdminPage['items'][number] {
    return {
      id: this.id,
      slug: this.slug,
      title: this.title,
      excerpt: this.excerpt,
      coverImageUrl: this.coverImageUrl ?? null,
      authorName: this.authorName,
      categories: this.categories,
      tags: this.tags,
      status: this.status,
      publishAt: this.publishAt?.toISOString() ?? null,
      slugLocked: this.slugLocked,
      createdAt: this.createdAt.toISOString(),
      updatedAt: this.updatedAt.toISOString(),
    };
  }

  /** needs `markdown` loaded (it is lazy) */
  toRecord(): BlogPostRecord {
    return { ...this.toListItem(), markdown: this.markdown };
  }
}
BlogPostSchema.setClass(BlogPost);
export { BlogPostSchema };
