import type { QueryHandler } from '../../../../shared/kernel/bus.ts';
import { isUuid } from '../../../../shared/kernel/ids.ts';
import { PLATFORM } from '../../../../shared/kernel/tokens.ts';
import { answersQuery, http, UsesDependencies } from '../../../../shared/kernel/use-case.ts';
import { blogPostSchema, type BlogPost as BlogPostView } from '../../../contracts/blog.ts';
import { BlogPost } from '../../../domain/blog-post.entity.ts';
import { BlogPostNotFoundError } from '../../../domain/blog-post.errors.ts';
import { BLOG_READS, BLOG_TAG, PUBLIC_CACHE } from '../../http.ts';
import { GetBlogPost } from './get-blog-post.query.ts';

const RELATED = 3;
/** the newest posts sharing a category or tag that are ranked for "related" */
const RELATED_CANDIDATES = 100;

const needs = { em: PLATFORM.EntityManager };

export class GetBlogPostHandler extends UsesDependencies<typeof needs> implements QueryHandler<{ slugOrId: string }, BlogPostView> {
  async execute({ slugOrId }: { slugOrId: string }): Promise<BlogPostView> {
    const em = this.deps.em.fork();
    const post = await em.findOne(
      BlogPost,
      { status: 'published', ...(isUuid(slugOrId) ? { $or: [{ id: slugOrId }, { slug: slugOrId }] } : { slug: slugOrId }) },
      { populate: ['html'] },
    );
    if (!post) throw new BlogPostNotFoundError();
    const publishAt = post.publishAt!;
    const [candidates, previous, next] = await Promise.all([
      em.find(
        BlogPost,
        {
          status: 'published',
          id: { $ne: post.id },
          $or: [{ categories: { $overlap: post.categories } }, { tags: { $overlap: post.tags } }],
        },
        { orderBy: { publishAt: 'desc', id: 'desc' }, limit: RELATED_CANDIDATES },
      ),
      em.findOne(
        BlogPost,
        { status: 'published', $or: [{ publishAt: { $lt: publishAt } }, { publishAt, id: { $lt: post.id } }] },
        { orderBy: { publishAt: 'desc', id: 'desc' }, fields: ['slug', 'title'] },
      ),
      em.findOne(
        BlogPost,
        { status: 'published', $or: [{ publishAt: { $gt: publishAt } }, { publishAt, id: { $gt: post.id } }] },
        { orderBy: { publishAt: 'asc', id: 'asc' }, fields: ['slug', 'title'] },
      ),
    ]);
    const shared = (other: BlogPost) =>
      other.categories.filter((category) => post.categories.includes(category)).length +
      other.tags.filter((tag) => post.tags.includes(tag)).length;
    // most shared first; among equals, the newest (the candidates' order: sort is stable)
    const related = candidates
      .map((other) => ({ other, score: shared(other) }))
      .sort((a, b) => b.score - a.score)
      .slice(0, RELATED)
      .map(({ other }) => other.toSummary());
    return {
      ...post.toSummary(),
      html: post.html,
      updatedAt: post.updatedAt.toISOString(),
      related,
      previous: previous ? { slug: previous.slug, title: previous.title } : null,
      next: next ? { slug: next.slug, title: next.title } : null,
    };
  }
}

export const getBlogPost = answersQuery(GetBlogPost, needs, GetBlogPostHandler, [
  http(GetBlogPost, {
    method: 'get',
    path: '/api/blog/posts/:post',
    tag: BLOG_TAG,
    summary: 'A blog post',
    description: 'A published post, by its slug or id.',
    access: 'public',
    rateLimit: BLOG_READS,
    input: ({ params }) => ({ slugOrId: params.post }),
    response: blogPostSchema,
    errors: [404],
    cacheControl: PUBLIC_CACHE,
  }),
]);
