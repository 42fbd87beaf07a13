import type { RateLimitRule } from '../../shared/kernel/rate-limit.ts';

/** Limits on the account endpoints, per client address and per account. */
export const IDENTITY_RATE_LIMITS = {
  signInPerIp: { name: 'identity:sign-in:ip', limit: 30, windowSeconds: 15 * 60 },
  signInPerAccount: { name: 'identity:sign-in:account', limit: 10, windowSeconds: 15 * 60 },
  registerPerIp: { name: 'identity:register:ip', limit: 10, windowSeconds: 60 * 60 },
} satisfies Record<string, RateLimitRule>;
