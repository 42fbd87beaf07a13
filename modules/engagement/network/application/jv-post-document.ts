import type { JvPost } from '../domain/jv-post.entity.ts';
import { countyKey, type JvPostDocument } from './jv-posts-index.ts';

const dollars = (cents: number | null | undefined) => (cents === null || cents === undefined ? null : Math.round(cents / 100));

export function toJvPostDocument(post: JvPost): JvPostDocument {
  const [amountMin, amountMax] = [dollars(post.amountMinCents), dollars(post.amountMaxCents)];
  const amountHigh = amountMax ?? amountMin;
  const amountLow = amountMin ?? amountMax;
  return {
    id: post.id,
    authorId: post.authorId,
    kind: post.kind,
    title: post.title,
    amountMin,
    amountMax,
    ...(amountHigh === null ? {} : { amountHigh }),
    ...(amountLow === null ? {} : { amountLow }),
    states: post.states,
    counties: post.counties,
    countyKeys: [...new Set(post.counties.map(countyKey))],
    strategies: post.strategies,
    experience: post.experience,
    timeline: post.timeline,
    description: post.description,
    featured: post.featured,
    featuredRank: post.featured ? 1 : 0,
    status: post.status,
    postedAt: post.postedAt.getTime(),
    expiresAt: post.expiresAt.getTime(),
    updatedAt: post.updatedAt.getTime(),
  };
}
