import { IDENTITY_API, type IdentityApi } from '../../../../identity/contracts/api.ts';
import { requireAdmin, type CommandContext, type CommandHandler } from '../../../../shared/kernel/bus.ts';
import type { Clock } from '../../../../shared/kernel/clock.ts';
import { PLATFORM } from '../../../../shared/kernel/tokens.ts';
import { handlesCommand, http } from '../../../../shared/kernel/use-case.ts';
import { blogPostRecordSchema, type BlogPostRecord } from '../../../contracts/blog.ts';
import { blogPostRequestSchema, type BlogPostRequest } from '../../../contracts/blog-requests.ts';
import { BlogPost } from '../../../domain/blog-post.entity.ts';
import { ONLY_ADMINS_WRITE_THE_BLOG } from '../../../domain/blog-post.errors.ts';
import { BlogRendering } from '../../blog-markdown.ts';
import { assertSlugFree, defaultByline, savePost, slugify, uniqueSlug } from '../../blog-posts.ts';
import { BLOG_TAG } from '../../http.ts';
import { CreateBlogPost } from './create-blog-post.command.ts';

export class CreateBlogPostHandler implements CommandHandler<BlogPostRequest, BlogPostRecord> {
  readonly #rendering: BlogRendering;
  readonly #identity: IdentityApi;
  readonly #clock: Clock;

  constructor(rendering: BlogRendering, identity: IdentityApi, clock: Clock) {
    this.#rendering = rendering;
    this.#identity = identity;
    this.#clock = clock;
  }

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
      now: this.#clock.now(),
    });
    em.persist(post);
    await savePost(em, post);
    return post.toRecord();
  }

  /** the name members see on the administrator's profile ("Ada M."), or the team's */
  async #publicName(userId: string): Promise<string> {
    const [profile] = await this.#identity.getProfiles([userId]);
    return defaultByline(profile);
  }
}

export const createBlogPost = handlesCommand(
  CreateBlogPost,
  [PLATFORM.Storage, PLATFORM.Settings, IDENTITY_API, PLATFORM.Clock],
  (storage, settings, identity, clock) => new CreateBlogPostHandler(new BlogRendering(storage, settings), identity, clock),
  [
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
  ],
);
