import { AppError, NotFoundError } from '../../shared/kernel/errors.ts';

export const ONLY_ADMINS_WRITE_THE_BLOG = 'Only administrators can manage the blog';

export class BlogPostNotFoundError extends NotFoundError {
  constructor() {
    super('Blog post not found', 'blog_post_not_found');
  }
}

export class SlugTakenError extends AppError {
  constructor(slug: string) {
    super('conflict', `Another post already uses the slug "${slug}"`, { code: 'slug_taken' });
  }
}

export class SlugLockedError extends AppError {
  constructor() {
    super('conflict', 'The slug of a post that has been published cannot change: links to it are already out there', {
      code: 'slug_locked',
    });
  }
}

/** Readers would open an empty page. */
export class EmptyBlogPostError extends AppError {
  constructor() {
    super('business-rule', 'Write the article before publishing it', { code: 'blog_post_empty' });
  }
}
