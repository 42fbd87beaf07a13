import { requireAdmin, type CommandContext, type CommandHandler } from '../../../../shared/kernel/bus.ts';
import { PLATFORM } from '../../../../shared/kernel/tokens.ts';
import { handlesCommand, http, UsesDependencies } from '../../../../shared/kernel/use-case.ts';
import { blogPostRecordSchema, type BlogPostRecord } from '../../../contracts/blog.ts';
import { blogPostChangesSchema, type BlogPostChanges } from '../../../contracts/blog-requests.ts';
import { ONLY_ADMINS_WRITE_THE_BLOG, SlugLockedError } from '../../../domain/blog-post.errors.ts';
import { BlogRendering } from '../../blog-markdown.ts';
import { assertSlugFree, findPost, savePost } from '../../blog-posts.ts';
import { BLOG_TAG, byBlogPostId } from '../../http.ts';
import { UpdateBlogPost } from './update-blog-post.command.ts';

type Input = { id: string; changes: BlogPostChanges };

const needs = { storage: PLATFORM.Storage, settings: PLATFORM.Settings, clock: PLATFORM.Clock };

export class UpdateBlogPostHandler extends UsesDependencies<typeof needs> implements CommandHandler<Input, BlogPostRecord> {
  readonly #rendering = new BlogRendering(this.deps.storage, this.deps.settings);

  async execute({ id, changes }: Input, { em, actor }: CommandContext): Promise<BlogPostRecord> {
    requireAdmin(actor, ONLY_ADMINS_WRITE_THE_BLOG);
    const post = await findPost(em, id);
    const now = this.deps.clock.now();
    this.#rendering.checkCover(changes.coverImageUrl);
    this.#rendering.checkImages(changes.markdown);
    const { slug, ...content } = changes;
    if (slug !== undefined && slug !== post.slug) {
      if (post.slugLocked) throw new SlugLockedError();
      await assertSlugFree(em, slug, post.id);
      post.changeSlug(slug, now);
    }
    post.edit({ ...content, ...(content.markdown !== undefined ? this.#rendering.render(content.markdown) : {}) }, now);
    await savePost(em, post);
    return post.toRecord();
  }
}

export const updateBlogPost = handlesCommand(UpdateBlogPost, needs, UpdateBlogPostHandler, [
  http(UpdateBlogPost, {
    method: 'patch',
    path: '/api/admin/blog/posts/:id',
    tag: BLOG_TAG,
    summary: 'Edit a blog post',
    description: 'A slug another post uses, or a new slug for a post once published, is a 409.',
    access: 'admin',
    forbidden: ONLY_ADMINS_WRITE_THE_BLOG,
    body: blogPostChangesSchema,
    invalid: 'Invalid blog post',
    input: (request) => ({ ...byBlogPostId(request), changes: request.body }),
    response: blogPostRecordSchema,
    errors: [404, 409],
  }),
]);
