import { requireAdmin, type QueryContext, type QueryHandler } from '../../../../shared/kernel/bus.ts';
import { PLATFORM } from '../../../../shared/kernel/tokens.ts';
import { answersQuery, http, UsesDependencies } from '../../../../shared/kernel/use-case.ts';
import { blogPreviewSchema, type BlogPreview } from '../../../contracts/blog.ts';
import { blogPreviewRequestSchema } from '../../../contracts/blog-requests.ts';
import { ONLY_ADMINS_WRITE_THE_BLOG } from '../../../domain/blog-post.errors.ts';
import { BlogRendering } from '../../blog-markdown.ts';
import { BLOG_TAG } from '../../http.ts';
import { PreviewBlogPost } from './preview-blog-post.query.ts';

const needs = { storage: PLATFORM.Storage, settings: PLATFORM.Settings };

export class PreviewBlogPostHandler extends UsesDependencies<typeof needs> implements QueryHandler<{ markdown: string }, BlogPreview> {
  readonly #rendering = new BlogRendering(this.deps.storage, this.deps.settings);

  async execute({ markdown }: { markdown: string }, { actor }: QueryContext): Promise<BlogPreview> {
    requireAdmin(actor, ONLY_ADMINS_WRITE_THE_BLOG);
    return this.#rendering.render(markdown);
  }
}

export const previewBlogPost = answersQuery(PreviewBlogPost, needs, PreviewBlogPostHandler, [
  http(PreviewBlogPost, {
    method: 'post',
    path: '/api/admin/blog/preview',
    tag: BLOG_TAG,
    summary: 'Render Markdown as the blog would',
    access: 'admin',
    forbidden: ONLY_ADMINS_WRITE_THE_BLOG,
    body: blogPreviewRequestSchema,
    invalid: 'Invalid preview',
    input: ({ body }) => ({ markdown: body.markdown }),
    response: blogPreviewSchema,
    cacheControl: 'private, no-store',
  }),
]);
