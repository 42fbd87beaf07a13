import type { IdentityApi } from '../../../identity/contracts/api.ts';
import type { JvPost as JvPostView } from '../../contracts/jv.ts';
import type { JvPostDocument } from './jv-posts-index.ts';
import { verifiedFundsOf } from './queries/search-members/search-members.handler.ts';

const iso = (epochMs: number) => new Date(epochMs).toISOString();

/**
 * Posts as the signed-in member sees them, with their authors' names and pictures from identity, and the authors'
 * verified funds that hold now (read when the posts are, so the badge goes when a verification runs out).
 */
export async function jvPostViews(identity: IdentityApi, userId: string, posts: JvPostDocument[]): Promise<JvPostView[]> {
  if (posts.length === 0) return [];
  const authorIds = [...new Set(posts.map((post) => post.authorId))];
  const authors = new Map((await identity.getProfiles(authorIds)).map((profile) => [profile.id, profile]));
  const funds = await verifiedFundsOf(identity, authorIds);
  return posts.map((post) => ({
    id: post.id,
    kind: post.kind,
    title: post.title,
    amountMin: post.amountMin,
    amountMax: post.amountMax,
    states: post.states,
    counties: post.counties,
    strategies: post.strategies,
    experience: post.experience,
    timeline: post.timeline,
    description: post.description,
    featured: post.featured,
    status: post.status,
    author: authors.get(post.authorId) ?? null,
    authorVerifiedFunds: funds.get(post.authorId) ?? null,
    mine: post.authorId === userId,
    postedAt: iso(post.postedAt),
    expiresAt: iso(post.expiresAt),
    updatedAt: iso(post.updatedAt),
  }));
}
