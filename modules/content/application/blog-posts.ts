import { UniqueConstraintViolationException } from '@mikro-orm/core';
import type { SqlEntityManager as EntityManager } from '@mikro-orm/sql';
import { hasPersonalName, type PublicProfile } from '../../identity/contracts/api.ts';
import { isUuid } from '../../shared/kernel/ids.ts';
import { BLOG_SLUG_MAX } from '../contracts/blog.ts';
import { BlogPost } from '../domain/blog-post.entity.ts';
import { BlogPostNotFoundError, SlugTakenError } from '../domain/blog-post.errors.ts';

/** Who signs a post when the administrator names no one, and the starter posts' author. */
export const BLOG_TEAM = 'DealAcre Team';
/**
 * Who signs a post when the administrator names no one: their name as members see it on profiles ("Ada M."),
 * or the team when the account has no person's name (an install's administrator is "Site Administrator").
 */
export function defaultByline(profile: Pick<PublicProfile, 'firstName' | 'lastName'> | undefined): string {
  if (!profile || !hasPersonalName(profile)) return BLOG_TEAM;
  const initial = profile.lastName.trim().charAt(0).toUpperCase();
  return initial ? `${profile.firstName.trim()} ${initial}.` : profile.firstName.trim();
}
/** where blog images are stored (`blog/<hash>-<width>.webp`) */
export const BLOG_IMAGE_FOLDER = 'blog/';

/** A post with its Markdown and HTML loaded (both lazy), or a 404. */
export async function findPost(em: EntityManager, id: string): Promise<BlogPost> {
  const post = isUuid(id) ? await em.findOne(BlogPost, { id }, { populate: ['markdown', 'html'] }) : null;
  if (!post) throw new BlogPostNotFoundError();
  return post;
}

/** "Owner Financing 101: Land & Notes" → "owner-financing-101-land-and-notes" (room left for a -2 suffix). */
export function slugify(title: string): string {
  const max = BLOG_SLUG_MAX - 4;
  let slug = title
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/&/g, ' and ')
    .replace(/['’]/g, '')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
  if (slug.length > max) {
    // cut at the last hyphen within the limit, so no word is cut in half (unless it is one long word)
    const cut = slug.slice(0, max + 1);
    slug = cut.includes('-') ? cut.replace(/-[^-]*$/, '') : slug.slice(0, max);
  }
  return slug || 'post';
}

/** `base`, or `base-2`, `base-3`… whichever no other post uses. */
export async function uniqueSlug(em: EntityManager, base: string): Promise<string> {
  const taken = new Set(
    (await em.find(BlogPost, { $or: [{ slug: base }, { slug: { $like: `${base}-%` } }] }, { fields: ['slug'] })).map((post) => post.slug),
  );
  let slug = base;
  for (let n = 2; taken.has(slug); n++) slug = `${base}-${n}`;
  return slug;
}

/** 409 `slug_taken` when another post uses the slug. */
export async function assertSlugFree(em: EntityManager, slug: string, postId?: string): Promise<void> {
  const other = await em.findOne(BlogPost, { slug }, { fields: ['id'] });
  if (other && other.id !== postId) throw new SlugTakenError(slug);
}

/** Writes the post; a slug another transaction took meanwhile is a 409 too. */
export async function savePost(em: EntityManager, post: BlogPost): Promise<void> {
  try {
    await em.flush();
  } catch (error) {
    if (error instanceof UniqueConstraintViolationException) throw new SlugTakenError(post.slug);
    throw error;
  }
}
