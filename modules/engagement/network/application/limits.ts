import type { RateLimitRule } from '../../../shared/kernel/rate-limit.ts';

/** Per-member limits on writing posts, on top of the per-address limits of the routes. */
export const JV_LIMITS = {
  postsPerDay: { name: 'engagement:jv-posts:member', limit: 20, windowSeconds: 86_400 },
} as const satisfies Record<string, RateLimitRule>;
