import { AppError } from '../../shared/kernel/errors.ts';
import type { HttpContext, PageMeta } from '../../shared/kernel/module.ts';
import { BLOG_DESCRIPTION } from '../application/reports/get-blog-feed/get-blog-feed.query.ts';
import { GetBlogPost } from '../application/reports/get-blog-post/get-blog-post.query.ts';
import type { BlogPost } from '../contracts/blog.ts';

const BLOG_PAGE = /^\/blog\/?$/;
const POST_PAGE = /^\/blog\/([^/]+)\/?$/;

/**
 * Link-preview meta of `/blog` and of `/blog/{slug}` (a published post, as a visitor sees it: drafts,
 * scheduled and unknown posts have none, so nothing about them leaks into a preview).
 */
export async function blogPageMeta(path: string, { queries }: HttpContext): Promise<PageMeta | null> {
  if (BLOG_PAGE.test(path)) return { title: 'Blog | DealAcre', description: BLOG_DESCRIPTION, type: 'website' };
  const match = POST_PAGE.exec(path);
  if (!match) return null;
  let post: BlogPost;
  try {
    post = await queries.ask(GetBlogPost, { slugOrId: decodeURIComponent(match[1]) }, null);
  } catch (error) {
    // a malformed escape in the path is no post either
    if (error instanceof URIError || (error instanceof AppError && error.kind === 'not-found')) return null;
    throw error;
  }
  return { title: `${post.title} | DealAcre Blog`, description: post.excerpt || post.title, image: post.coverImageUrl, type: 'article' };
}
