import { IDENTITY_API } from '../../../../identity/contracts/api.ts';
import { requireAdmin, type CommandContext, type CommandHandler } from '../../../../shared/kernel/bus.ts';
import { PLATFORM } from '../../../../shared/kernel/tokens.ts';
import { handlesCommand, http, UsesDependencies } from '../../../../shared/kernel/use-case.ts';
import { blogPostRecordSchema, type BlogPostRecord } from '../../../contracts/blog.ts';
import { blogPostRequestSchema, type BlogPostRequest } from '../../../contracts/blog-requests.ts';
import { BlogPost } from '../../../domain/blog-post.entity.ts';
import { ONLY_ADMINS_WRITE_THE_BLOG } from '../../../domain/blog-post.errors.ts';
import { BlogRendering } from '../../blog-markdown.ts';
import { assertSlugFree, defaultByline, savePost, slugify, uniqueSlug } from '../../blog-posts.ts';
import { BLOG_TAG } from '../../http.ts';
import { CreateBlogPost } from './create-blog-post.command.ts';

const needs = { storage: PLATFORM.Storage, settings: PLATFORM.Settings, identity: IDENTITY_API, clock: PLATFORM.Clock };

export class CreateBlogPostHandler extends UsesDependencies<typeof needs> implements CommandHandler<BlogPostRequest, BlogPostRecord> {
  readonly #rendering = new BlogRendering(this.deps.storage, this.deps.settings);

  async execute(input: BlogPostRequest, { em, actor }: CommandContext): Promise<BlogPostRecord> {
    const admin = requireAdmin(actor, ONLY_ADMINS_WRITE_THE_BLOG);
    this.#rendering.checkCover(input.coverImageUrl);
    this.#rendering.checkImages(input.markdown);
    let slug = input.slug;
    if (slug) await assertSlugFree(em, slug);
    else slug = await uniqueSlug(em, slugify(input.title));
    const post = BlogPost.draft({
      ...input,
      ...this.#rendering.render(input.markdown),
      slug,
      coverImageUrl: input.coverImageUrl ?? null,
      authorId: admin.userId,
      authorName: input.authorName ?? (await this.#publicName(admin.userId)),
      now: this.deps.clock.now(),
    });
    em.persist(post);
    await savePost(em, post);
    return post.toRecord();
  }

  /** the name members see on the administrator's profile ("Ada M."), or the team's */
  async #publicName(userId: string): Promise<string> {
    const [profile] = await this.deps.identity.getProfiles([userId]);
    return defaultByline(profile);
  }
}

export const createBlogPost = handlesCommand(CreateBlogPost, needs, CreateBlogPostHandler, [
  http(CreateBlogPost, {
    method: 'post',
    path: '/api/admin/blog/posts',
    tag: BLOG_TAG,
    summary: 'Write a blog post',
    description: 'A draft; a slug another post uses is a 409.',
    access: 'admin',
    forbidden: ONLY_ADMINS_WRITE_THE_BLOG,
    body: blogPostRequestSchema,
    invalid: 'Invalid blog post',
    input: ({ body }) => body,
    status: 201,
    response: blogPostRecordSchema,
    errors: [409],
  }),
]);
