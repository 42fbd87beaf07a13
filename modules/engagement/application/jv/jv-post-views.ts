import type { IdentityApi } from '../../../identity/contracts/api.ts';
import type { JvPost as JvPostView } from '../../contracts/jv.ts';
import type { JvPost } from '../../domain/jv-post.entity.ts';

const dollars = (cents: number | null) => (cents === null ? null : Math.round(cents / 100));

/** Posts as the signed-in member sees them, with their authors' names and pictures from identity. */
export async function jvPostViews(identity: IdentityApi, userId: string, posts: JvPost[]): Promise<JvPostView[]> {
  if (posts.length === 0) return [];
  const authors = new Map((await identity.getProfiles([...new Set(posts.map((post) => post.authorId))])).map((profile) => [profile.id, profile]));
  return posts.map((post) => ({
    id: post.id,
    kind: post.kind,
    title: post.title,
    amountMin: dollars(post.amountMinCents ?? null),
    amountMax: dollars(post.amountMaxCents ?? null),
    states: post.states,
    counties: post.counties,
    strategies: post.strategies,
    experience: post.experience,
    timeline: post.timeline,
    description: post.description,
    featured: post.featured,
    status: post.status,
    author: authors.get(post.authorId) ?? null,
    mine: post.authorId === userId,
    postedAt: post.postedAt.toISOString(),
    expiresAt: post.expiresAt.toISOString(),
    updatedAt: post.updatedAt.toISOString(),
  }));
}
