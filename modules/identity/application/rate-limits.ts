import type { RateLimitRule } from '../../shared/kernel/rate-limit.ts';

/** Limits on the account endpoints, per client address and per account. */
export const IDENTITY_RATE_LIMITS = {
  signInPerIp: { name: 'identity:sign-in:ip', limit: 30, windowSeconds: 15 * 60 },
  signInPerAccount: { name: 'identity:sign-in:account', limit: 10, windowSeconds: 15 * 60 },
  registerPerIp: { name: 'identity:register:ip', limit: 10, windowSeconds: 60 * 60 },
  forgotPasswordPerIp: { name: 'identity:forgot-password:ip', limit: 10, windowSeconds: 60 * 60 },
  /** account emails (verification, reset) per account or address */
  mailPerAccount: { name: 'identity:mail:account', limit: 5, windowSeconds: 60 * 60 },
  /** password checks in settings (change password, change email, delete account) */
  passwordCheckPerAccount: { name: 'identity:password-check:account', limit: 10, windowSeconds: 15 * 60 },
} satisfies Record<string, RateLimitRule>;
