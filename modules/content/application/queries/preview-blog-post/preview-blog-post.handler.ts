import { requireAdmin, type QueryContext, type QueryHandler } from '../../../../shared/kernel/bus.ts';
import { PLATFORM } from '../../../../shared/kernel/tokens.ts';
import { answersQuery } from '../../../../shared/kernel/use-case.ts';
import type { BlogPreview } from '../../../contracts/blog.ts';
import { ONLY_ADMINS_WRITE_THE_BLOG } from '../../../domain/blog-post.errors.ts';
import { BlogRendering } from '../../blog-markdown.ts';
import { PreviewBlogPost } from './preview-blog-post.query.ts';

export class PreviewBlogPostHandler implements QueryHandler<{ markdown: string }, BlogPreview> {
  readonly #rendering: BlogRendering;

  constructor(rendering: BlogRendering) {
    this.#rendering = rendering;
  }

  async execute({ markdown }: { markdown: string }, { actor }: QueryContext): Promise<BlogPreview> {
    requireAdmin(actor, ONLY_ADMINS_WRITE_THE_BLOG);
    return this.#rendering.render(markdown);
  }
}

export const previewBlogPost = answersQuery(
  PreviewBlogPost,
  [PLATFORM.Storage, PLATFORM.Settings],
  (storage, settings) => new PreviewBlogPostHandler(new BlogRendering(storage, settings)),
);
